import { limitProjectDownloads, pdfAnswer, projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { confirmationPdf } from '@/features/projects/service'
import { handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** The 服务确认单 PDF of the accepted quote, for the project's client. */
export const GET = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  await limitProjectDownloads(request)
  return pdfAnswer(await confirmationPdf(member, await projectNumberOf(context)))
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
