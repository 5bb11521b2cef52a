import { handleUpload } from '@/features/projects/file-room/uploads'
import { handle, methodNotAllowed } from '@/app/api/_shared/http'

type Context = { params: Promise<{ number: string; upload?: string[] }> }

/** The file room's resumable uploads (tus 1.0): POST creates, HEAD tells the offset, PATCH appends. */
const tus = handle(async (request, { params }: Context) => {
  const { number, upload } = await params
  if (upload && upload.length > 1) return new Response(null, { status: 404 })
  return handleUpload(request, number, upload?.[0] ?? null)
})

export const POST = tus
export const HEAD = tus
export const PATCH = tus
export const GET = methodNotAllowed('POST', 'HEAD', 'PATCH')
export const PUT = methodNotAllowed('POST', 'HEAD', 'PATCH')
export const DELETE = methodNotAllowed('POST', 'HEAD', 'PATCH')
