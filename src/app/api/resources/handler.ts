// The academic-resources list; this path and its fallbacks share one handler.
export { GET, POST, PUT, PATCH, DELETE } from '@/app/api/_shared/academic-resources'
