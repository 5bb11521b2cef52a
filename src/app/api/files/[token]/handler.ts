import { clientIp } from '@/lib/rate-limit'
import { limitFileDownloads } from '@/features/projects/http'
import { downloadThroughLink } from '@/features/projects/file-room/service'
import { handle, methodNotAllowed } from '@/app/api/_shared/http'

type Context = { params: Promise<{ token: string }> }

/** A project file through its signed link (15 minutes, this browser only); every download is recorded. */
export const GET = handle(async (request, { params }: Context) => {
  await limitFileDownloads(request)
  return downloadThroughLink((await params).token, request, clientIp(request))
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
