import { ok, parseJsonBody } from '@/lib/api'
import { limitProjectWrites, projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { messageBody } from '@/features/projects/schemas'
import { postProjectMessage } from '@/features/projects/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** A message from the member to the project's staff, with files of the room attached (staff are mailed a link, not the words or names). */
export const POST = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  const number = await projectNumberOf(context)
  await limitProjectWrites(request)
  const { body, attachments } = await parseJsonBody(request, messageBody)
  const message = await postProjectMessage(member, number, body, attachments)
  return ok(message, '消息已发送', { status: 201, headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
