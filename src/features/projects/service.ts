import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { APIError, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Project, ProjectQuote } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { readProjectFile } from '@/cms/projects/file-bytes'
import { idOf } from '@/cms/projects/ids'
import { attachmentProblem } from '@/cms/projects/message-attachments'
import { toFen, toYuan } from '@/cms/projects/money'
import { stillValid } from '@/cms/projects/dates'
import { projectStageLabel as stageLabelOf } from '@/cms/projects/stages'
import { mailInvoiceRequested, mailQuoteAccepted } from '@/cms/projects/notify'
import { ApiError } from '@/lib/api'
import type { Caller } from '@/cms/auth/caller'
import { renderServiceConfirmation } from './confirmation-pdf'
import { currentNda, ndaOf, projectFiles } from './file-room/service'
import { PROJECT_NUMBER, type InvoiceRequestInput } from './schemas'
import {
  projectApiPath,
  toInvoice,
  toMessage,
  toProjectSummary,
  toQuote,
  type InvoiceDTO,
  type ProjectDetailDTO,
  type ProjectSummaryDTO,
} from './serialize'

/**
 * The client's side of a project (我的项目): every read and write checks that the project is the
 * caller's own; another member's project and an unknown number answer the same 404, so a number
 * tells nothing. Writes use the Local API with the server's rights and name the member.
 */

const NOT_FOUND = '未找到该项目'
const LIST_LIMIT = 200
const THREAD_LIMIT = 500
/** What a message's relations carry into the thread: the author's name, the files' names and sizes. */
const MESSAGE_POPULATE = {
  users: { full_name: true },
  projects: { number: true },
  'project-files': { name: true, filename: true, size: true, filesize: true, status: true, project: true },
} as const

export async function listMemberProjects(memberId: number): Promise<ProjectSummaryDTO[]> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'projects',
    where: { client: { equals: memberId } },
    sort: '-updatedAt',
    limit: LIST_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: { number: true, title: true, service: true, stage: true, due_date: true, createdAt: true, updatedAt: true },
  })
  return result.docs.map((project) => toProjectSummary(project as Project))
}

async function ownProject(payload: Payload, memberId: number, number: string, req?: PayloadRequest): Promise<Project> {
  if (!PROJECT_NUMBER.test(number)) throw new ApiError(404, NOT_FOUND)
  const result = await payload.find({
    collection: 'projects',
    where: { number: { equals: number }, client: { equals: memberId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    joins: false,
  })
  const project = result.docs[0]
  if (!project) throw new ApiError(404, NOT_FOUND)
  return project
}

async function sentQuotes(payload: Payload, projectId: number, req?: PayloadRequest): Promise<ProjectQuote[]> {
  const result = await payload.find({
    collection: 'project-quotes',
    where: { project: { equals: projectId }, status: { in: ['sent', 'accepted', 'superseded'] } },
    sort: '-version',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return result.docs
}

/** The version the client may accept now: the latest sent one, still valid, on a project not yet agreed. */
function acceptableVersion(project: Project, quotes: ProjectQuote[]): number | null {
  if (project.accepted_quote || project.stage === 'cancelled' || project.stage === 'completed') return null
  const latest = quotes.find((quote) => quote.status === 'sent')
  return latest && stillValid(latest.valid_until) ? (latest.version ?? null) : null
}

async function invoicedFen(payload: Payload, projectId: number, req?: PayloadRequest): Promise<number> {
  const result = await payload.find({
    collection: 'invoice-requests',
    where: { project: { equals: projectId }, status: { not_equals: 'rejected' } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    req,
    select: { amount: true },
  })
  return result.docs.reduce((sum, invoice) => sum + toFen(invoice.amount ?? 0), 0)
}

export async function getMemberProject(member: Caller, number: string): Promise<ProjectDetailDTO> {
  const payload = await getPayload()
  const memberId = member.id
  const project = await ownProject(payload, memberId, number)
  const [quotes, messages, invoices, invoiced, nda, files] = await Promise.all([
    sentQuotes(payload, project.id),
    payload.find({
      collection: 'project-messages',
      where: { project: { equals: project.id } },
      sort: '-createdAt',
      limit: THREAD_LIMIT,
      depth: 1,
      overrideAccess: true,
      populate: MESSAGE_POPULATE,
    }),
    payload.find({
      collection: 'invoice-requests',
      where: { project: { equals: project.id } },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    }),
    invoicedFen(payload, project.id),
    currentNda(payload),
    projectFiles(payload, project, member),
  ])
  const acceptable = acceptableVersion(project, quotes)
  const accepted = quotes.find((quote) => quote.status === 'accepted')
  const projectNumber = project.number ?? number
  return {
    ...toProjectSummary(project),
    timeline: (project.stage_log ?? [])
      .filter((entry) => entry.stage && entry.at)
      .map((entry) => ({ stage: entry.stage!, label: stageLabelOf(entry.stage!), at: entry.at! })),
    milestones: (project.milestones ?? []).map((milestone) => ({
      title: milestone.title,
      due_date: milestone.due_date ?? null,
      done_at: milestone.done_at ?? null,
    })),
    quotes: quotes.map((quote) => toQuote(quote, quote.version === acceptable)),
    accepted:
      accepted && accepted.accepted_at
        ? {
            version: accepted.version ?? 0,
            total: accepted.total ?? 0,
            accepted_at: accepted.accepted_at,
            confirmation_url: `${projectApiPath(projectNumber)}/confirmation`,
          }
        : null,
    // The newest THREAD_LIMIT messages, oldest first as a thread reads.
    messages: messages.docs.map((message) => toMessage(message, memberId)).reverse(),
    invoices: invoices.docs.map((invoice) => toInvoice(invoice, projectNumber)),
    invoiceable: project.accepted_total ? toYuan(Math.max(0, toFen(project.accepted_total) - invoiced)) : 0,
    nda: ndaOf(project, nda),
    files,
    files_kept_until: project.files_kept_until ?? null,
  }
}

/**
 * 接受报价: the latest sent, still valid version of the member's project. The quote records who,
 * when and from where (and the company name it is made out to), the project moves to 已确认 with
 * the accepted total, in one transaction; a second acceptance (another tab) answers 409.
 */
export async function acceptQuote(
  member: Caller,
  number: string,
  version: number,
  address: string,
): Promise<ProjectDetailDTO> {
  const payload = await getPayload()
  const project = await ownProject(payload, member.id, number)
  const quotes = await sentQuotes(payload, project.id)
  const quote = quotes.find((candidate) => candidate.version === version)
  if (!quote) throw new ApiError(404, '未找到该版本的报价')
  if (project.accepted_quote) throw new ApiError(409, '该项目已确认过报价')
  if (quote.status !== 'sent' || acceptableVersion(project, quotes) !== version) {
    throw new ApiError(
      409,
      project.stage === 'cancelled' ? '项目已取消，不能确认报价' : '该版本已不是最新报价，请刷新后查看最新版本',
    )
  }
  if (!stillValid(quote.valid_until)) throw new ApiError(409, '报价已过有效期，请联系顾问更新报价')
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const req = await createLocalReq({ context: { projectServer: true } }, payload)
  const started = await initTransaction(req)
  try {
    const now = new Date().toISOString()
    const taken = await payload.update({
      collection: 'project-quotes',
      where: { id: { equals: quote.id }, status: { equals: 'sent' } },
      data: {
        status: 'accepted',
        accepted_at: now,
        accepted_by: member.id,
        accepted_ip: address.slice(0, 64),
        company_name: settings.company_name?.trim() || settings.brand_name,
      },
      overrideAccess: true,
      req,
      context: { projectServer: true },
    })
    if (taken.docs.length !== 1) throw new ApiError(409, '该版本已不是最新报价，请刷新后查看最新版本')
    const agreed = await payload.update({
      collection: 'projects',
      where: { id: { equals: project.id }, accepted_quote: { exists: false } },
      data: { stage: 'confirmed', accepted_quote: quote.id, accepted_total: quote.total ?? 0 },
      overrideAccess: true,
      req,
      context: { projectServer: true, quietStage: true },
    })
    if (agreed.docs.length !== 1) throw new ApiError(409, '该项目已确认过报价')
    // Staff sent a newer version while this acceptance waited for its rows: the old price is not agreed.
    const newer = await payload.count({
      collection: 'project-quotes',
      where: { project: { equals: project.id }, status: { equals: 'sent' }, version: { greater_than: version } },
      overrideAccess: true,
      req,
    })
    if (newer.totalDocs > 0) throw new ApiError(409, '该版本已不是最新报价，请刷新后查看最新版本')
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
  mailQuoteAccepted(payload, project, version)
  return getMemberProject(member, number)
}

/**
 * A message from the client, with files of their project's room attached (either side's, any the
 * client sees: not quarantined, not deleted). The collection's hook checks the same again on write.
 */
export async function postProjectMessage(member: Caller, number: string, body: string, attachments: number[] = []) {
  const payload = await getPayload()
  const project = await ownProject(payload, member.id, number)
  const files = [...new Set(attachments)]
  const problem = await attachmentProblem(payload, project.id, files)
  if (problem) throw new ApiError(400, problem)
  try {
    const message = await payload.create({
      collection: 'project-messages',
      data: { project: project.id, body, attachments: files },
      overrideAccess: true,
      depth: 1,
      populate: MESSAGE_POPULATE,
      context: { messageAuthor: member.id },
    })
    return toMessage(message, member.id)
  } catch (error) {
    // A file deleted or quarantined between the check and the write: the hook's Chinese refusal.
    if (error instanceof APIError && error.status >= 400 && error.status < 500)
      throw new ApiError(error.status, error.message)
    throw error
  }
}

/**
 * 申请发票, for at most what is left of the accepted total. Two requests at the same moment could
 * each see the same amount left: the total is read again after writing, and a request that took the
 * project over its total is withdrawn and refused, so the sum never stays above it.
 */
export async function requestInvoice(member: Caller, number: string, input: InvoiceRequestInput): Promise<InvoiceDTO> {
  const payload = await getPayload()
  const project = await ownProject(payload, member.id, number)
  if (!project.accepted_total) throw new ApiError(409, '报价确认后才能申请发票')
  const totalFen = toFen(project.accepted_total)
  const remaining = totalFen - (await invoicedFen(payload, project.id))
  if (remaining <= 0) throw new ApiError(409, '该项目的金额已全部申请开票')
  const amountFen = input.amount === undefined ? remaining : toFen(input.amount)
  if (amountFen > remaining) throw new ApiError(400, `开票金额超过可开票金额（¥${toYuan(remaining).toFixed(2)}）`)
  const invoice = await payload.create({
    collection: 'invoice-requests',
    data: {
      project: project.id,
      requested_by: member.id,
      title: input.title,
      tax_id: input.tax_id || null,
      type: input.type,
      email: input.email,
      address: input.type === 'special' ? (input.address ?? null) : null,
      amount: toYuan(amountFen),
      status: 'requested',
    },
    overrideAccess: true,
    depth: 0,
  })
  if ((await invoicedFen(payload, project.id)) > totalFen) {
    await payload.delete({ collection: 'invoice-requests', id: invoice.id, overrideAccess: true })
    throw new ApiError(409, '开票金额超过可开票金额，请刷新后重试')
  }
  mailInvoiceRequested(payload, project)
  return toInvoice(invoice, project.number ?? number)
}

export type Download = { bytes: Uint8Array; filename: string }

/** The 服务确认单 of the accepted quote, drawn from what was accepted (a sent quote never changes). */
export async function confirmationPdf(member: Caller, number: string): Promise<Download> {
  const payload = await getPayload()
  const project = await ownProject(payload, member.id, number)
  const quoteId = idOf(project.accepted_quote)
  if (quoteId === null) throw new ApiError(404, '报价确认后才有服务确认单')
  const quote = await payload.findByID({ collection: 'project-quotes', id: quoteId, depth: 0, overrideAccess: true })
  const client = await payload.findByID({ collection: 'users', id: member.id, depth: 0, overrideAccess: true })
  const accepter =
    idOf(quote.accepted_by) === member.id
      ? client
      : await payload.findByID({
          collection: 'users',
          id: idOf(quote.accepted_by)!,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  const enquiryId = idOf(project.enquiry)
  const enquiry =
    enquiryId === null
      ? null
      : await payload.findByID({
          collection: 'enquiries',
          id: enquiryId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  const bytes = await renderServiceConfirmation({
    companyName: quote.company_name ?? '',
    projectNumber: project.number ?? number,
    projectTitle: project.title,
    client: {
      name: client.full_name || client.email,
      email: client.email,
      // Not from an enquiry linked by its address: a stranger may have typed the client's address.
      organization: enquiry && !enquiry.linked_at ? (enquiry.organization ?? null) : null,
    },
    quoteVersion: quote.version ?? 0,
    items: toQuote(quote, false).items.map(({ unit_price, ...item }) => ({ ...item, unitPrice: unit_price })),
    total: quote.total ?? 0,
    validUntil: quote.valid_until ?? null,
    terms: quote.terms ?? null,
    acceptedAt: quote.accepted_at ?? new Date().toISOString(),
    acceptedBy: accepter ? accepter.full_name || accepter.email : '',
    acceptedFrom: quote.accepted_ip ?? null,
  })
  return { bytes, filename: `服务确认单-${project.number}.pdf` }
}

/** An issued invoice's file, for the project's client only. */
export async function invoiceFile(member: Caller, number: string, invoiceId: number): Promise<Download> {
  const payload = await getPayload()
  const project = await ownProject(payload, member.id, number)
  const result = await payload.find({
    collection: 'invoice-requests',
    where: { id: { equals: invoiceId }, project: { equals: project.id }, status: { equals: 'issued' } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const invoice = result.docs[0]
  const file = invoice && typeof invoice.invoice_file === 'object' ? invoice.invoice_file : null
  if (!invoice || !file) throw new ApiError(404, '未找到该发票文件')
  const bytes = await readProjectFile(file)
  return { bytes, filename: `发票-${project.number}-${invoice.invoice_number || invoice.id}.pdf` }
}
