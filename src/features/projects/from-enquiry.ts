import 'server-only'
import { APIError, ValidationError } from 'payload'
import type { User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { idOf } from '@/cms/projects/ids'
import { projectTitleFor } from '@/cms/projects/project-hooks'
import { ApiError } from '@/lib/api'

export type ProjectFromEnquiry = { id: number; number: string; created: boolean }

/**
 * 转为项目: the project of a won enquiry, made by a sales-desk user with their own rights (the
 * collections' access and hooks apply: the client must be a member). The enquiry's member is the
 * client; a guest enquiry is linked to the member once they verify the same address. Asking twice
 * answers the project already made; the enquiry is marked 已成交.
 */
export async function projectFromEnquiry(user: User, enquiryId: number): Promise<ProjectFromEnquiry> {
  try {
    return await makeProject(user, enquiryId)
  } catch (error) {
    // The collections' rules answer in Chinese (a client who is not a member, …): the route's answer.
    if (error instanceof APIError && error.status < 500) throw new ApiError(error.status, error.message)
    throw error
  }
}

async function makeProject(user: User, enquiryId: number): Promise<ProjectFromEnquiry> {
  const payload = await getPayload()
  const enquiry = await payload.findByID({
    collection: 'enquiries',
    id: enquiryId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!enquiry) throw new ApiError(404, '未找到该咨询')
  const existing = await payload.find({
    collection: 'projects',
    where: { enquiry: { equals: enquiry.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
    select: { number: true },
  })
  if (existing.docs[0]) return { id: existing.docs[0].id, number: existing.docs[0].number ?? '', created: false }
  if (idOf(enquiry.member) === null) {
    throw new ApiError(
      409,
      '该咨询尚未关联会员账号：请客户用咨询时填写的邮箱在网站注册并完成邮箱验证，或登录后再次咨询，然后再转为项目',
    )
  }
  const create = () =>
    payload.create({
      collection: 'projects',
      data: {
        enquiry: enquiry.id,
        client: idOf(enquiry.member)!,
        title: projectTitleFor(enquiry.service),
        stage: 'quoting',
        assignees: user.roles.includes('sales') ? [user.id] : [],
      },
      overrideAccess: false,
      user,
      depth: 0,
    })
  // Two projects made in the same instant can draw the same number; the unique index refuses the
  // second, which draws again.
  const project = await create().catch((error: unknown) => {
    if (error instanceof ValidationError && error.data.errors.some((problem) => problem.path === 'number'))
      return create()
    throw error
  })
  // A double click made two: the first made stays, the other is removed.
  const made = await payload.find({
    collection: 'projects',
    where: { enquiry: { equals: enquiry.id } },
    sort: 'id',
    limit: 2,
    depth: 0,
    overrideAccess: true,
    select: { number: true },
  })
  const first = made.docs[0]
  if (first && first.id !== project.id) {
    await payload.delete({ collection: 'projects', id: project.id, overrideAccess: true })
    return { id: first.id, number: first.number ?? '', created: false }
  }
  if (enquiry.status !== 'won') {
    await payload.update({
      collection: 'enquiries',
      id: enquiry.id,
      data: { status: 'won' },
      overrideAccess: false,
      user,
    })
  }
  return { id: project.id, number: project.number ?? '', created: true }
}
