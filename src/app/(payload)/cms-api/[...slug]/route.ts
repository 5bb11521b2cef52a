import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest } from '@/cms/rest-guard'

// Payload's own REST API, moved off /api so that /api/* is the site's API.
// Every call obeys the collections' access rules; guardRest closes what those rules cannot.
export const GET = guardRest(REST_GET(config))
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
