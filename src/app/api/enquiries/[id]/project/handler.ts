import { ok } from '@/lib/api'
import { positiveId } from '@/features/projects/http'
import { projectFromEnquiry } from '@/features/projects/from-enquiry'
import { NO_STORE, handle, methodNotAllowed, requireSalesDesk } from '@/app/api/_shared/http'

type Context = { params: Promise<{ id: string }> }

/** 转为项目 (the enquiry's admin page): makes the enquiry's project, or answers the one already made. */
export const POST = handle(async (request, { params }: Context) => {
  const user = await requireSalesDesk(request)
  const id = positiveId((await params).id, '未找到该咨询')
  const project = await projectFromEnquiry(user, id)
  return ok(project, project.created ? `已创建项目 ${project.number}` : `该咨询已转为项目 ${project.number}`, {
    status: project.created ? 201 : 200,
    headers: NO_STORE,
  })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
