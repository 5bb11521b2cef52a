import { createDispatcher } from '@/app/api/_shared/dispatch'
import { API_ROUTES } from '@/app/api/route-table'

// Every /api path in one route handler, so the server loads the CMS once (see _shared/dispatch.ts);
// a path without a module answers a JSON 404 in Chinese (接口不存在).
const dispatch = createDispatcher(API_ROUTES)

export const GET = dispatch
export const HEAD = dispatch
export const POST = dispatch
export const PUT = dispatch
export const PATCH = dispatch
export const DELETE = dispatch
export const OPTIONS = dispatch
