import { ok, parseJsonBody } from '@/lib/api'
import { clientIp } from '@/lib/rate-limit'
import { limitProjectWrites, projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { acceptQuoteBody } from '@/features/projects/schemas'
import { acceptQuote } from '@/features/projects/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** 接受报价: the member accepts a quote version online; answers the project as it now stands. */
export const POST = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  const number = await projectNumberOf(context)
  await limitProjectWrites(request)
  const { version } = await parseJsonBody(request, acceptQuoteBody)
  const project = await acceptQuote(member, number, version, clientIp(request))
  return ok(project, '报价已确认，服务确认单已生成', { headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
