import { ok } from '@/lib/api'
import { limitProjectDownloads, positiveId } from '@/features/projects/http'
import { fileRoomCaller } from '@/features/projects/file-room/caller'
import { fileLink } from '@/features/projects/file-room/service'
import { handle, methodNotAllowed } from '@/app/api/_shared/http'

type Context = { params: Promise<{ number: string; id: string }> }

/** A signed 15-minute download link to one of the project's files, for its client or staff. */
export const POST = handle(async (request, { params }: Context) => {
  const caller = await fileRoomCaller(request)
  await limitProjectDownloads(request)
  const { number, id } = await params
  const { url, expires_at, cookie } = await fileLink(caller, number, positiveId(id, '未找到该文件'))
  return ok({ url, expires_at }, '下载链接已生成，15 分钟内有效', {
    headers: { 'Cache-Control': 'private, no-store', 'Set-Cookie': cookie },
  })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
