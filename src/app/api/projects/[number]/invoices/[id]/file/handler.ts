import { limitProjectDownloads, pdfAnswer, positiveId } from '@/features/projects/http'
import { invoiceFile } from '@/features/projects/service'
import { handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

type Context = { params: Promise<{ number: string; id: string }> }

/** An issued invoice's PDF, for the project's client. */
export const GET = handle(async (request, { params }: Context) => {
  const member = await requireUser(request, 'bearer')
  await limitProjectDownloads(request)
  const { number, id } = await params
  const invoiceId = positiveId(id, '未找到该发票文件')
  return pdfAnswer(await invoiceFile(member, number, invoiceId))
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
