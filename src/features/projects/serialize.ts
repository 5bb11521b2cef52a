import type { InvoiceRequest, Project, ProjectMessage, ProjectQuote } from '@/payload-types'
import { amountInChineseCapitals } from '@/lib/chinese-amount'
import {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  QUOTE_STATUSES,
  projectNextStep,
  projectStageLabel,
} from '@/cms/projects/stages'

type Stage = Project['stage']

import type { FileDTO, NdaDTO } from './file-room/service'

export type ProjectSummaryDTO = {
  number: string
  title: string
  service: string | null
  stage: Stage
  stage_label: string
  next_step: string
  due_date: string | null
  created_at: string
  updated_at: string
}

export type QuoteDTO = {
  version: number
  status: 'sent' | 'accepted' | 'superseded'
  status_label: string
  items: { name: string; quantity: number; unit_price: number; discount: number; amount: number; note: string | null }[]
  total: number
  total_in_words: string
  valid_until: string | null
  terms: string | null
  sent_at: string | null
  accepted_at: string | null
  can_accept: boolean
}

export type InvoiceDTO = {
  id: number
  title: string
  tax_id: string | null
  type: 'normal' | 'special'
  type_label: string
  amount: number
  email: string
  status: 'requested' | 'issued' | 'rejected'
  status_label: string
  invoice_number: string | null
  note: string | null
  issued_at: string | null
  download_url: string | null
  created_at: string
}

/** A file a message points to: only what the thread shows (never where the bytes are). */
export type AttachmentDTO = { id: number; name: string; size: number }

export type MessageDTO = {
  id: number
  body: string
  from_staff: boolean
  author: string
  attachments: AttachmentDTO[]
  created_at: string
}

export type ProjectDetailDTO = ProjectSummaryDTO & {
  timeline: { stage: Stage; label: string; at: string }[]
  milestones: { title: string; due_date: string | null; done_at: string | null }[]
  quotes: QuoteDTO[]
  accepted: { version: number; total: number; accepted_at: string; confirmation_url: string } | null
  messages: MessageDTO[]
  invoices: InvoiceDTO[]
  invoiceable: number
  nda: NdaDTO
  files: FileDTO[]
  files_kept_until: string | null
}

/** 人民币…元整; empty for an amount 大写 cannot state (a stored quote must still be shown). */
function inWords(yuan: number): string {
  try {
    return `人民币${amountInChineseCapitals(yuan)}`
  } catch {
    return ''
  }
}

export const projectApiPath = (number: string) => `/api/projects/${encodeURIComponent(number)}`

export function toProjectSummary(project: Project): ProjectSummaryDTO {
  return {
    number: project.number ?? '',
    title: project.title,
    service: project.service ?? null,
    stage: project.stage,
    stage_label: projectStageLabel(project.stage),
    next_step: projectNextStep(project.stage),
    due_date: project.due_date ?? null,
    created_at: project.createdAt,
    updated_at: project.updatedAt,
  }
}

const label = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value

export function toQuote(quote: ProjectQuote, acceptable: boolean): QuoteDTO {
  return {
    version: quote.version ?? 0,
    status: quote.status as QuoteDTO['status'],
    status_label: label(QUOTE_STATUSES, quote.status),
    items: (quote.items ?? []).map((item) => ({
      name: item.name ?? '',
      quantity: item.quantity,
      unit_price: item.unit_price ?? 0,
      discount: item.discount ?? 0,
      amount: item.amount ?? 0,
      note: item.note ?? null,
    })),
    total: quote.total ?? 0,
    total_in_words: inWords(quote.total ?? 0),
    valid_until: quote.valid_until ?? null,
    terms: quote.terms ?? null,
    sent_at: quote.sent_at ?? null,
    accepted_at: quote.accepted_at ?? null,
    can_accept: acceptable,
  }
}

/**
 * The attachments the client may see: populated files of the message's project, not quarantined
 * (a file deleted after its retention stays listed, as in the file room). Ids left unpopulated
 * (a file removed since) are left out.
 */
function toAttachments(message: ProjectMessage): AttachmentDTO[] {
  const projectId = typeof message.project === 'object' && message.project ? message.project.id : message.project
  return (message.attachments ?? []).flatMap((file) => {
    if (typeof file !== 'object' || !file) return []
    const fileProject = typeof file.project === 'object' && file.project ? file.project.id : file.project
    if (fileProject !== projectId || file.status === 'quarantined') return []
    return [{ id: file.id, name: file.name ?? file.filename ?? '未命名文件', size: file.size ?? file.filesize ?? 0 }]
  })
}

export function toMessage(message: ProjectMessage, memberId: number): MessageDTO {
  const authorId = typeof message.author === 'object' && message.author ? message.author.id : message.author
  const authorName = typeof message.author === 'object' && message.author ? message.author.full_name : null
  return {
    id: message.id,
    body: message.body,
    from_staff: Boolean(message.from_staff),
    author: authorId === memberId ? '我' : message.from_staff ? `顾问${authorName ? ` ${authorName}` : ''}` : '客户',
    attachments: toAttachments(message),
    created_at: message.createdAt,
  }
}

export function toInvoice(invoice: InvoiceRequest, projectNumber: string): InvoiceDTO {
  const issued = invoice.status === 'issued' && Boolean(invoice.invoice_file)
  return {
    id: invoice.id,
    title: invoice.title,
    tax_id: invoice.tax_id ?? null,
    type: invoice.type,
    type_label: label(INVOICE_TYPES, invoice.type),
    amount: invoice.amount,
    email: invoice.email,
    status: invoice.status,
    status_label: label(INVOICE_STATUSES, invoice.status),
    invoice_number: invoice.invoice_number ?? null,
    note: invoice.staff_note ?? null,
    issued_at: invoice.issued_at ?? null,
    download_url: issued ? `${projectApiPath(projectNumber)}/invoices/${invoice.id}/file` : null,
    created_at: invoice.createdAt,
  }
}
