import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
} from 'payload'
import { isAdmin } from '@/cms/access'
import { publicApiError } from '@/cms/errors'
import { idOf } from './ids'
import { AGREED_STAGES, type ProjectStage } from './stages'

/**
 * A project made from an enquiry ("转为项目", or the enquiry picked in the admin) takes the
 * enquiry's member as its client and its service, unless they are given.
 */
export const carryEnquiry: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const enquiryId = idOf(data.enquiry)
  if (enquiryId === null) return data
  const enquiry = await req.payload.findByID({
    collection: 'enquiries',
    id: enquiryId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!enquiry) return data
  const service = data.service ?? enquiry.service ?? undefined
  return {
    ...data,
    client: data.client ?? idOf(enquiry.member) ?? undefined,
    service,
    title: data.title ?? projectTitleFor(service),
  }
}

/** 「<service>项目」 within the title's 100 UTF-16 units (Payload's count), no surrogate pair split. */
export function projectTitleFor(service: string | null | undefined): string {
  let name = service?.trim() || '科研服务'
  while (name.length > 98) name = Array.from(name).slice(0, -1).join('')
  return `${name}项目`
}

/** The year of a moment in China, where the company works. */
const chinaYear = (date: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(date)

/**
 * KY-<year>-<serial>: the next serial of the year, four digits and more past 9,999. Two projects
 * created at the same instant can pick the same number; the unique index refuses the second, whose
 * creator saves again.
 */
export async function nextProjectNumber(req: PayloadRequest, now = new Date()): Promise<string> {
  const prefix = `KY-${chinaYear(now)}-`
  const last = await req.payload.find({
    collection: 'projects',
    where: { number: { like: prefix } },
    sort: '-id',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { number: true },
  })
  const serial = Number(last.docs[0]?.number?.slice(prefix.length)) || 0
  return `${prefix}${String(serial + 1).padStart(4, '0')}`
}

export const numberNewProject: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create') data.number = await nextProjectNumber(req)
  return data
}

/**
 * The rules staff cannot break from the admin: the client is a member account (not staff), and a
 * project reaches 已确认 and the stages after it only once the client has accepted a quote.
 * The server's own writes (an accepted quote, a sent one) pass `context.projectServer`.
 */
export const checkProjectChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (context.projectServer) return data
  const clientId = idOf(data.client ?? originalDoc?.client)
  if (operation === 'update' && clientId !== idOf(originalDoc?.client) && (await workStarted(req, originalDoc.id))) {
    // Everything of the project (thread, invoices, the signed confirmation) would pass to another member.
    throw publicApiError('项目已有报价、消息或发票，不能更换客户；如选错客户，请取消此项目并新建', 400)
  }
  if (clientId !== null && clientId !== idOf(originalDoc?.client)) {
    const client = await req.payload.findByID({
      collection: 'users',
      id: clientId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!client || !client.roles.includes('member') || client.roles.some((role) => role !== 'member')) {
      throw publicApiError('客户须为会员账号（客户在网站注册的账号）', 400)
    }
  }
  const stage = (data.stage ?? originalDoc?.stage) as ProjectStage | undefined
  const accepted = data.accepted_quote ?? originalDoc?.accepted_quote
  if (stage && (operation === 'create' || stage !== originalDoc?.stage)) {
    if (AGREED_STAGES.has(stage) && !accepted) {
      throw publicApiError('客户尚未确认报价：项目须在客户接受报价后才能进入“已确认”及之后的阶段', 400)
    }
    if (stage === 'quoted') throw publicApiError('“已报价”在发送报价时自动设置，请新建报价并选择“已发送”', 400)
  }
  return data
}

async function workStarted(req: PayloadRequest, projectId: number): Promise<boolean> {
  const where = { project: { equals: projectId } }
  // One after another: inside the save's transaction they share one connection.
  for (const collection of ['project-quotes', 'project-messages', 'invoice-requests', 'project-files'] as const) {
    if ((await req.payload.count({ collection, where, overrideAccess: true, req })).totalDocs > 0) return true
  }
  return false
}

/** Every change of stage is dated in `stage_log`: the client's timeline. */
export const recordStage: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const stage = data.stage ?? originalDoc?.stage ?? 'quoting'
  if (stage === originalDoc?.stage) return data
  const log = Array.isArray(originalDoc?.stage_log) ? originalDoc.stage_log : []
  data.stage_log = [
    ...log.map(({ stage, at }: { stage: string; at: string }) => ({ stage, at })),
    { stage, at: new Date().toISOString() },
  ]
  return data
}

const sameIds = (a: unknown[] | null | undefined, b: unknown[] | null | undefined): boolean => {
  const left = (a ?? []).map(idOf).sort()
  const right = (b ?? []).map(idOf).sort()
  return left.length === right.length && left.every((id, index) => id === right[index])
}

/**
 * Who a project's files are for is decided by its assignees and its retention date, so sales
 * cannot widen or shorten it on someone else's project: a non-admin changes 负责人 only on a project
 * no one is assigned to yet (to take it up) or one they are assigned to, and moves 文件保留至 only
 * later (deleting files early is an administrator's decision).
 */
export const guardFileRoomReach: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || context.projectServer || !req.user || isAdmin(req.user)) return data
  if (data.assignees !== undefined && !sameIds(data.assignees, originalDoc?.assignees)) {
    const current = (originalDoc?.assignees ?? []).map(idOf)
    if (current.length > 0 && !current.includes(req.user.id))
      throw publicApiError('只有项目负责人或管理员可以更改负责人', 403)
  }
  const before = originalDoc?.files_kept_until ? new Date(originalDoc.files_kept_until).getTime() : null
  if (data.files_kept_until !== undefined && before !== null) {
    const after = data.files_kept_until ? new Date(data.files_kept_until).getTime() : null
    if (after === null || after < before)
      throw publicApiError('文件保留期只能延后；如需提前删除文件，请联系管理员', 403)
  }
  return data
}

/** A project with files is not deleted (its files would lose their project); delete the files first. */
export const keepProjectWithFiles: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const files = await req.payload.count({
    collection: 'project-files',
    where: { project: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (files.totalDocs > 0) throw publicApiError('该项目仍有文件，不能删除；请先删除文件室中的文件', 409)
}
