import { fail } from '@/lib/api'

// Any /api path without a route of its own answers JSON, not the site's HTML 404 page.
function notFound(): Response {
  return fail(404, '接口不存在')
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
