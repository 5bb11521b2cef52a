/**
 * The stages of an enquiry in the sales pipeline: 新咨询 → 已联系 → 已报价 → 已成交 / 未成交.
 * `label` is the admin's word; `memberLabel` what the visitor reads on /profile (我的咨询).
 */
export const ENQUIRY_STATUSES = [
  { value: 'new', label: '新咨询', memberLabel: '已收到，顾问将尽快与您联系' },
  { value: 'contacted', label: '已联系', memberLabel: '顾问已与您联系' },
  { value: 'quoted', label: '已报价', memberLabel: '已为您提供方案与报价' },
  { value: 'won', label: '已成交', memberLabel: '已确认合作' },
  { value: 'lost', label: '未成交', memberLabel: '咨询已结束' },
] as const

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value']

export function enquiryStatusLabel(status: string | null | undefined, audience: 'staff' | 'member'): string {
  const entry = ENQUIRY_STATUSES.find((candidate) => candidate.value === status) ?? ENQUIRY_STATUSES[0]
  return audience === 'staff' ? entry.label : entry.memberLabel
}
