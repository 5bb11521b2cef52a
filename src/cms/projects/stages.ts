/**
 * The stages of a client project: 待报价 → 已报价 → 已确认 → 进行中 → 已交付 → 已完成, or 已取消.
 * `label` is what staff and the client read; `next` the client's next step on 我的项目.
 * 已报价 and 已确认 are set by the server (a quote sent, a quote accepted); staff move the rest.
 */
export const PROJECT_STAGES = [
  { value: 'quoting', label: '待报价', next: '顾问正在为您准备报价' },
  { value: 'quoted', label: '已报价', next: '请查看报价并在线确认' },
  { value: 'confirmed', label: '已确认', next: '报价已确认，项目即将开始' },
  { value: 'in_progress', label: '进行中', next: '项目进行中，请留意进度与消息' },
  { value: 'delivered', label: '已交付', next: '成果已交付，请查收并反馈' },
  { value: 'completed', label: '已完成', next: '项目已完成，可申请发票' },
  { value: 'cancelled', label: '已取消', next: '项目已取消' },
] as const

export type ProjectStage = (typeof PROJECT_STAGES)[number]['value']

/** Stages that need an accepted quote: the work is agreed from 已确认 on. */
export const AGREED_STAGES: ReadonlySet<ProjectStage> = new Set(['confirmed', 'in_progress', 'delivered', 'completed'])

export function projectStageLabel(stage: string | null | undefined): string {
  return (PROJECT_STAGES.find((entry) => entry.value === stage) ?? PROJECT_STAGES[0]).label
}

export function projectNextStep(stage: string | null | undefined): string {
  return (PROJECT_STAGES.find((entry) => entry.value === stage) ?? PROJECT_STAGES[0]).next
}

export const QUOTE_STATUSES = [
  { value: 'draft', label: '草稿' },
  { value: 'sent', label: '已发送' },
  { value: 'accepted', label: '已接受' },
  { value: 'superseded', label: '已被新版本取代' },
] as const

export type QuoteStatus = (typeof QUOTE_STATUSES)[number]['value']

export const INVOICE_TYPES = [
  { value: 'normal', label: '增值税普通发票' },
  { value: 'special', label: '增值税专用发票' },
] as const

export const INVOICE_STATUSES = [
  { value: 'requested', label: '待开具' },
  { value: 'issued', label: '已开具' },
  { value: 'rejected', label: '已退回' },
] as const
