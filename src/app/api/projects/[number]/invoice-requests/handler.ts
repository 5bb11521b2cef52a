import { ok, parseJsonBody } from '@/lib/api'
import { limitProjectWrites, projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { invoiceRequestBody } from '@/features/projects/schemas'
import { requestInvoice } from '@/features/projects/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** 申请发票 on an accepted project, for at most the amount not yet invoiced. */
export const POST = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  const number = await projectNumberOf(context)
  await limitProjectWrites(request)
  const input = await parseJsonBody(request, invoiceRequestBody)
  const invoice = await requestInvoice(member, number, input)
  return ok(invoice, '开票申请已提交，开具后将邮件通知您', { status: 201, headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
