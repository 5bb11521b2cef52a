import type { CollectionAfterChangeHook, Payload } from 'payload'
import { runAfterResponse } from '@/cms/auth/background'
import { projectMail } from '@/cms/auth/mail-templates'
import { sendAccountMail } from '@/cms/auth/mailer'
import { alertGroupsOfAcceptedQuote } from '@/cms/reach/lead-alerts'
import { env } from '@/lib/env'
import type { Project } from '@/payload-types'
import { idOf } from './ids'
import { projectPagePath } from './paths'
import { projectStageLabel } from './stages'

/**
 * The project's mails: to the client on a new quote version, a change of stage, an issued invoice
 * and a message from staff; to the project's staff on the client's message and acceptance. Each
 * mail says only that something happened and links to the project; nothing the client or staff
 * wrote, and no amount, is in a mail (it would sit in mailboxes and the outbox).
 * They go out after the answer, recorded in the admin's outbox.
 */

async function clientAddress(
  payload: Payload,
  project: Pick<Project, 'client'>,
): Promise<{ email: string; name: string } | null> {
  const clientId = idOf(project.client)
  if (clientId === null) return null
  const client = await payload.findByID({
    collection: 'users',
    id: clientId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return client ? { email: client.email, name: client.full_name ?? '' } : null
}

/** The project's assignees, else the sales desk's address in site settings. */
async function staffAddresses(payload: Payload, project: Pick<Project, 'assignees'>): Promise<string[]> {
  const ids = (project.assignees ?? []).map(idOf).filter((id): id is number => id !== null)
  if (ids.length > 0) {
    const staff = await payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
      select: { email: true },
    })
    if (staff.docs.length > 0) return staff.docs.map((user) => user.email)
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const desk = settings.enquiry_notify_email?.trim()
  return desk ? [desk] : []
}

async function sendClientMail(payload: Payload, project: Project, subject: string, lines: string[]): Promise<void> {
  const to = project.number ? await clientAddress(payload, project) : null
  if (!to) return
  const link = `${env.siteUrl}${projectPagePath(project.number!)}`
  await sendAccountMail(payload, 'project-update', to.email, projectMail({ name: to.name, subject, lines, link }))
}

function mailClient(payload: Payload, project: Project, label: string, subject: string, lines: string[]): void {
  runAfterResponse(payload, label, () => sendClientMail(payload, project, subject, lines))
}

export function mailNewQuote(payload: Payload, project: Project, version: number): void {
  mailClient(payload, project, 'project quote mail', `您的项目 ${project.number} 有新的报价（第 ${version} 版）`, [
    `您的项目「${project.number}」有一份新的报价（第 ${version} 版）待您查看。`,
    '请登录网站，在项目页查看报价明细并在线确认。',
  ])
}

export function mailInvoiceIssued(payload: Payload, projectId: number): void {
  runAfterResponse(payload, 'project invoice mail', async () => {
    const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })
    await sendClientMail(payload, project, `您的项目 ${project.number} 发票已开具`, [
      `您在项目「${project.number}」申请的发票已开具。`,
      '请登录网站，在项目页下载发票文件。',
    ])
  })
}

export const mailStageChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.quietStage || doc.stage === previousDoc?.stage) return doc
  const stage = projectStageLabel(doc.stage)
  mailClient(req.payload, doc as Project, 'project stage mail', `您的项目 ${doc.number} 进入新阶段：${stage}`, [
    `您的项目「${doc.number}」已进入“${stage}”阶段。`,
    '请登录网站，在项目页查看进度。',
  ])
  return doc
}

/**
 * A message mails the other side: the client when staff wrote, the project's staff when the client
 * did. It may say how many files are attached, never their names (file names are in no mail).
 */
export function mailProjectMessage(payload: Payload, projectId: number, fromStaff: boolean, attachments = 0): void {
  const withFiles = attachments > 0 ? `（含 ${attachments} 个附件）` : ''
  runAfterResponse(payload, 'project message mail', async () => {
    const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })
    if (fromStaff) {
      await sendClientMail(payload, project, `您的项目 ${project.number} 有一条新消息`, [
        `您的项目「${project.number}」有一条来自顾问的新消息${withFiles}。`,
        '请登录网站，在项目页查看并回复。',
      ])
      return
    }
    await mailStaff(payload, project, `客户在项目 ${project.number} 留言`, [
      `客户在项目「${project.number}」发送了一条新消息${withFiles}。`,
    ])
  })
}

/**
 * The client accepted a quote version (called once the acceptance is committed): the project's staff
 * hear of it by mail, and the sales groups by a lead alert (src/cms/reach/lead-alerts.ts).
 */
export function mailQuoteAccepted(payload: Payload, project: Project, version: number): void {
  runAfterResponse(payload, 'project acceptance alert', () => alertGroupsOfAcceptedQuote(payload, project))
  runAfterResponse(payload, 'project acceptance mail', async () => {
    await mailStaff(payload, project, `客户已确认项目 ${project.number} 的报价`, [
      `客户已在线确认项目「${project.number}」的报价（第 ${version} 版），项目进入“已确认”阶段。`,
    ])
  })
}

/** The client asked for an invoice. */
export function mailInvoiceRequested(payload: Payload, project: Project): void {
  runAfterResponse(payload, 'project invoice request mail', async () => {
    await mailStaff(payload, project, `客户申请开具发票（项目 ${project.number}）`, [
      `客户在项目「${project.number}」提交了开票申请，请在后台“发票申请”中处理。`,
    ])
  })
}

async function mailStaff(payload: Payload, project: Project, subject: string, lines: string[]): Promise<void> {
  const link = `${env.siteUrl}/admin/collections/projects/${project.id}`
  for (const to of await staffAddresses(payload, project)) {
    await sendAccountMail(payload, 'project-update', to, projectMail({ name: '', subject, lines, link, staff: true }))
  }
}

/** A new file in the file room mails the other side; the file's name is not in the mail. */
export function mailNewFile(payload: Payload, projectId: number, fromStaff: boolean): void {
  runAfterResponse(payload, 'project file mail', async () => {
    const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })
    if (fromStaff) {
      await sendClientMail(payload, project, `您的项目 ${project.number} 有新文件`, [
        `顾问在您的项目「${project.number}」文件室中上传了新文件。`,
        '请登录网站，在项目页下载。',
      ])
      return
    }
    await mailStaff(payload, project, `客户在项目 ${project.number} 上传了文件`, [
      `客户在项目「${project.number}」的文件室中上传了新文件。`,
    ])
  })
}

/** Seven days before the file room is emptied, the client hears when (no file names). */
export async function mailFilesExpiring(payload: Payload, project: Project, day: string): Promise<void> {
  await sendClientMail(payload, project, `您的项目 ${project.number} 的文件将于 ${day} 删除`, [
    `按照数据保留规定，您的项目「${project.number}」文件室中的文件将于 ${day} 从我们的存储中删除。`,
    '如需保留，请在此之前登录网站下载；如需延长保留期，请在项目页留言联系顾问。',
  ])
}
