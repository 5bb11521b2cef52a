import { authMethodNotAllowed } from '@/features/accounts/http'

export { PUT } from '@/app/api/auth/me/handler'
export const GET = authMethodNotAllowed('PUT')
export const POST = authMethodNotAllowed('PUT')
export const PATCH = authMethodNotAllowed('PUT')
export const DELETE = authMethodNotAllowed('PUT')
