import 'server-only'
import type { Where } from 'payload'
import type { Enquiry, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { normalizeEmail } from '@/cms/auth/validation'
import { enquiryStatusLabel } from '@/cms/enquiries/status'
import { linkedByAddress } from '@/cms/enquiries/guest-link'
import { ApiError } from '@/lib/api'
import { toCsv } from '@/lib/csv'
import { enforceRateLimit } from '@/lib/rate-limit'
import { env } from '@/lib/env'
import { classifySource } from '@/cms/analytics/classify'
import type { EnquiryErrors } from './enquiry-fields'
import { enquiryBody, enquiryErrors } from './enquiry-schema'
import { utmFrom, type Utm } from './utm-params'

export type EnquiryOutcome =
  { ok: true; id: number } | { ok: false; status: 400 | 429; message: string; errors: EnquiryErrors }

export type EnquiryOrigin = {
  /** The request (its headers name the client for the rate limit). */
  request: { headers: Headers }
  /** The signed-in member, if any: their enquiries are listed on /profile. */
  memberId: number | null
  /** UTM parameters of the visit, when the body does not carry them (the form's Referer). */
  utm?: Utm
  /** The page the form was sent from, when the body does not say. */
  sourcePage?: string
}

export const ENQUIRY_RATE_LIMIT = { points: 5, durationSeconds: 10 * 60 }
export const ENQUIRY_THANKS = '提交成功！学术顾问将在1个工作日内与您联系。'

/**
 * Takes one enquiry from the consult form (a server action without JavaScript) or from
 * POST /api/enquiries, in the same fields. A filled honeypot (`website`) is accepted and dropped;
 * valid enquiries count against the caller's per-IP budget, then are stored (the sales desk is
 * mailed by the collection's hook). How fast the form was filled is not asked: autofill fills it in
 * a moment (issue #42), and `fill_ms`, which older pages still send, is ignored. The
 * e-mail address is stored lowercased, as accounts store theirs: a guest's enquiries go to the
 * account that later verifies the address (features/accounts/service.ts).
 */
export async function submitEnquiry(raw: Record<string, unknown>, origin: EnquiryOrigin): Promise<EnquiryOutcome> {
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return { ok: true, id: 0 }
  const parsed = enquiryBody.safeParse(raw)
  if (!parsed.success) {
    return { ok: false, status: 400, message: '请检查填写的信息', errors: enquiryErrors(parsed.error) }
  }
  try {
    await enforceRateLimit(origin.request, 'enquiries', ENQUIRY_RATE_LIMIT)
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 429) {
      return { ok: false, status: 429, message: error.message, errors: {} }
    }
    throw error
  }
  const bodyUtm = utmFrom(raw)
  const utm = Object.keys(bodyUtm).length > 0 ? bodyUtm : (origin.utm ?? {})
  const payload = await getPayload()
  const created = await payload.create({
    collection: 'enquiries',
    data: {
      ...parsed.data,
      email: parsed.data.email === undefined ? undefined : normalizeEmail(parsed.data.email),
      source_page: parsed.data.source_page ?? origin.sourcePage?.slice(0, 300),
      utm,
      // Where the visit began (the landing page's referrer, kept in the tab by the site), for the
      // funnel on the 访问统计 dashboard.
      traffic_source: classifySource({
        referrer: typeof raw.landing_referrer === 'string' ? raw.landing_referrer.slice(0, 500) : null,
        utmSource: utm.source,
        userAgent: origin.request.headers.get('user-agent'),
        siteHost: new URL(env.siteUrl).hostname,
      }),
      member: origin.memberId,
      status: 'new',
    },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, id: created.id }
}

export type MemberEnquiryDTO = {
  id: number
  service: string | null
  /** '' for an enquiry that may have come to the member by its address (withheld: see below). */
  message: string
  status: string
  status_label: string
  created_at: string
}

/**
 * A member's own enquiries, newest first, for 我的咨询 on /profile. One that came to the account
 * because it was sent as a guest from the address the member later verified (`linked_at`)
 * (cms/enquiries/guest-link.ts) shows only its service, date and status: `message` is '' (a real
 * enquiry's never is), because a stranger may have typed that address.
 */
export async function listMemberEnquiries(memberId: number): Promise<MemberEnquiryDTO[]> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'enquiries',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { service: true, message: true, linked_at: true, status: true, createdAt: true },
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    service: doc.service ?? null,
    message: linkedByAddress(doc) ? '' : excerpt(doc.message),
    status: doc.status,
    status_label: enquiryStatusLabel(doc.status, 'member'),
    created_at: doc.createdAt,
  }))
}

/** The first 120 characters (code points) of a message, with … when cut. */
function excerpt(message: string | null | undefined): string {
  const characters = Array.from(message ?? '')
  return characters.length > 120 ? `${characters.slice(0, 120).join('')}…` : characters.join('')
}

const EXPORT_LIMIT = 10_000

/**
 * The enquiries a sales-desk user may read, filtered by the admin list's `where` (Payload checks
 * the fields), as a CSV file for a spreadsheet.
 */
export async function enquiriesCsv(user: User, where: Where | undefined): Promise<string> {
  const payload = await getPayload()
  const result = await payload
    .find({
      collection: 'enquiries',
      where,
      sort: '-createdAt',
      limit: EXPORT_LIMIT,
      depth: 1,
      overrideAccess: false,
      user,
    })
    .catch((error: unknown) => {
      // Payload refuses a filter on an unknown or forbidden field with a 400 (QueryError).
      if (error instanceof Error && 'status' in error && error.status === 400) throw new ApiError(400, '筛选条件无效')
      throw error
    })
  const header = [
    '提交时间',
    '姓名',
    '手机号',
    '微信号',
    '邮箱',
    '单位',
    '咨询服务',
    '咨询内容',
    '方便联系时间',
    '状态',
    '负责人',
    '下次跟进',
    '跟进记录',
    '来源页面',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
  ]
  return toCsv(header, result.docs.map(enquiryRow))
}

function enquiryRow(doc: Enquiry): (string | null | undefined)[] {
  const person = (value: Enquiry['assignee']) =>
    value && typeof value === 'object' ? value.full_name || value.email : value ? String(value) : ''
  return [
    shanghaiTime(doc.createdAt),
    doc.name,
    doc.phone,
    doc.wechat,
    doc.email,
    doc.organization,
    doc.service,
    doc.message,
    doc.contact_time,
    enquiryStatusLabel(doc.status, 'staff'),
    person(doc.assignee),
    doc.next_follow_up ? shanghaiTime(doc.next_follow_up).slice(0, 10) : '',
    (doc.follow_ups ?? [])
      .map((entry) => `${shanghaiTime(entry.date).slice(0, 10)} ${person(entry.by)}：${entry.note}`)
      .join('\n'),
    doc.source_page,
    doc.utm?.source,
    doc.utm?.medium,
    doc.utm?.campaign,
    doc.utm?.term,
    doc.utm?.content,
  ]
}

/** `2026-11-24 19:05` in Beijing time. */
function shanghaiTime(value: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value))
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}
