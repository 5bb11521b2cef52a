import { collectPageView } from '@/features/analytics/collect'
import { methodNotAllowed } from '@/app/api/_shared/http'

/** The site's own page-view beacon (navigator.sendBeacon); always 204. */
export const POST = collectPageView

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
