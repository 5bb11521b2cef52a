import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'
import { trafficSourceLabel } from '@/cms/analytics/sources'
import { env } from '@/lib/env'
import { formatDateZh } from '@/lib/format'
import type { Enquiry, Project } from '@/payload-types'
import {
  dingtalkMessage,
  postToRobot,
  signedDingtalkUrl,
  wecomMessage,
  type LeadAlert,
  type RobotChannel,
} from './robots'
import { readReachSettings, type ReachSettings } from './settings'
import { queueInBackground } from './background'

/**
 * 线索提醒: a new enquiry, and a client accepting a quote, post a short message to the sales team's
 * 企业微信 and 钉钉 groups (the robots' addresses in 站点设置). The message says what was asked for,
 * where the visitor came from, when, and links to the record in the admin: never a name, phone
 * number, e-mail, WeChat ID or the enquiry's text (a group chat is no place for personal data).
 *
 * Sent from Payload's jobs queue, one job per group, with retries: a robot that is down or refuses
 * delays its alert, never the enquiry, and a group that got its message is not sent it again when
 * the other one fails. Queueing itself never fails the enquiry: an error is logged and the enquiry
 * stands (the staff e-mail, src/cms/enquiries/notify.ts, goes out regardless).
 */

export const LEAD_ALERT_TASK = 'leadAlert'

type LeadAlertInput = { channel: RobotChannel; alert: LeadAlert }

/** Retried 5 times, 30 s, 1, 2, 4 and 8 minutes apart (about a quarter of an hour in all). */
export const LEAD_ALERT_RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 30_000 } }

/** The longest free text (the service asked about, a campaign name) an alert repeats. */
const FREE_TEXT_LIMIT = 40

/**
 * A visitor's own words (the service field, a campaign name from a link) made safe for a group chat:
 * one line, no markdown or markup that could forge a link or a mention, no address or number that
 * looks like contact details, at most `limit` characters.
 */
export function chatSafe(value: string | null | undefined, limit = FREE_TEXT_LIMIT): string {
  const text = (value ?? '')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/https?:\/\/\S*/gi, '…')
    .replace(/\S*@\S*/g, '…')
    .replace(/\+?\d[\d\s()-]{5,}\d/g, '…')
    .replace(/[\\`*_~#>|[\]()<>!$]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = [...text]
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text
}

/** The moment in China, as the site writes dates, with the time: 2026年11月28日 14:05. */
export function chinaDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${formatDateZh(date)} ${time}`
}

/** 来源: the traffic source's label, with the campaign when the visit carried one. */
function sourceText(source: string | null | undefined, campaign: string | null | undefined): string {
  const label = source ? trafficSourceLabel(source) : '未知'
  const named = chatSafe(campaign)
  return named ? `${label}（${named}）` : label
}

type EnquiryFacts = Pick<Enquiry, 'id' | 'service' | 'traffic_source' | 'utm' | 'createdAt'>

export function enquiryAlert(enquiry: EnquiryFacts): LeadAlert {
  return {
    title: '新咨询',
    facts: [
      ['服务', chatSafe(enquiry.service) || '未选择'],
      ['来源', sourceText(enquiry.traffic_source, enquiry.utm?.campaign)],
      ['时间', chinaDateTime(enquiry.createdAt)],
    ],
    link: `${env.siteUrl}/admin/collections/enquiries/${enquiry.id}`,
  }
}

export function quoteAcceptedAlert(
  project: Pick<Project, 'id' | 'number' | 'service'>,
  origin: Pick<Enquiry, 'traffic_source' | 'utm'> | null,
  at: Date = new Date(),
): LeadAlert {
  return {
    title: '客户确认报价',
    facts: [
      ['项目', project.number ?? String(project.id)],
      ['服务', chatSafe(project.service) || '未填写'],
      ['来源', origin ? sourceText(origin.traffic_source, origin.utm?.campaign) : '未知（非网站咨询）'],
      ['时间', chinaDateTime(at)],
    ],
    link: `${env.siteUrl}/admin/collections/projects/${project.id}`,
  }
}

function configuredChannels(settings: ReachSettings): RobotChannel[] {
  const channels: RobotChannel[] = []
  if (settings.wecomWebhookUrl) channels.push('wecom')
  if (settings.dingtalkWebhookUrl) channels.push('dingtalk')
  return channels
}

/**
 * Queues one job per configured group. Outside the caller's transaction (no `req`): an error here
 * cannot abort it. The job carries the finished alert, so it never reads the enquiry (which may not
 * be committed yet when the job runs).
 */
export async function queueLeadAlert(payload: Payload, alert: LeadAlert): Promise<number> {
  const channels = configuredChannels(await readReachSettings(payload))
  for (const channel of channels) {
    await payload.jobs.queue({ task: LEAD_ALERT_TASK, input: { channel, alert } })
  }
  return channels.length
}

/**
 * Enquiries' afterChange: a new enquiry alerts the groups (not the seed's demo enquiries). Queued in
 * the background: the enquiry neither waits for it nor fails with it.
 */
export const alertGroupsOfEnquiry: CollectionAfterChangeHook = ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.quietEnquiry) return doc
  const { payload } = req
  queueInBackground(payload, `the lead alert of enquiry ${doc.id}`, async () =>
    queueLeadAlert(payload, enquiryAlert(doc as Enquiry)),
  )
  return doc
}

/**
 * A client accepted a quote (called once the acceptance is committed): the groups hear which project,
 * and where its enquiry came from. Never throws.
 */
export async function alertGroupsOfAcceptedQuote(payload: Payload, project: Project): Promise<void> {
  try {
    const enquiryId = typeof project.enquiry === 'object' ? project.enquiry?.id : project.enquiry
    const origin = enquiryId
      ? await payload.findByID({
          collection: 'enquiries',
          id: enquiryId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { traffic_source: true, utm: true },
        })
      : null
    await queueLeadAlert(payload, quoteAcceptedAlert(project, origin))
  } catch (error) {
    payload.logger.error({ err: error }, `[reach] could not queue the lead alert of project ${project.id}`)
  }
}

export const leadAlertTask: TaskConfig<{ input: LeadAlertInput; output: object }> = {
  slug: LEAD_ALERT_TASK,
  label: '线索提醒（企业微信、钉钉群）',
  inputSchema: [
    { name: 'channel', type: 'text', required: true },
    { name: 'alert', type: 'json', required: true },
  ],
  retries: LEAD_ALERT_RETRIES,
  handler: async ({ input, job, req }) => {
    const settings = await readReachSettings(req.payload)
    const { channel, alert } = input
    try {
      if (channel === 'wecom') {
        // The address was removed since the job was queued: nothing to send.
        if (settings.wecomWebhookUrl) await postToRobot(settings.wecomWebhookUrl, wecomMessage(alert))
      } else if (channel === 'dingtalk') {
        const url = settings.dingtalkWebhookUrl
        if (url) {
          const signed = settings.dingtalkSecret ? signedDingtalkUrl(url, settings.dingtalkSecret) : url
          await postToRobot(signed, dingtalkMessage(alert))
        }
      }
    } catch (error) {
      // The queue runs silently: this line is what operators see of a robot that refuses.
      req.payload.logger.warn(
        { err: error, channel, job: job.id, attempt: (job.totalTried ?? 0) + 1 },
        '[reach] a lead alert was not delivered; the jobs queue tries again',
      )
      throw error
    }
    return { output: {} }
  },
}
