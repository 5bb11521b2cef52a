import type { CollectionAfterChangeHook, Payload, TaskConfig, Where } from 'payload'
import { sendAccountMail } from '@/cms/auth/mailer'
import { newsletterIssueMail } from '@/cms/auth/mail-templates'
import { listUnsubscribeHeaders, unsubscribePageUrl } from '@/cms/newsletter/links'
import { claimRow } from '@/cms/raw-sql'
import { sanitizeHtml } from '@/lib/sanitize'
import { htmlToText } from '@/lib/search-text'
import { env } from '@/lib/env'

/**
 * Sending a 学术资讯 issue through Payload's jobs queue. One job sends one batch and queues the
 * next, so a long list never holds a worker and a restart resumes where it stopped (start-up
 * queues a job for every issue still 发送中). Every reader of an issue has one delivery row
 * (unique per issue and subscription), claimed pending → sending in one conditional update before
 * the mail goes out: a reader is never mailed twice, even by two instances or after a crash (a
 * crash between claim and send leaves the row 发送中, reported and not retried).
 */
export const NEWSLETTER_TASK = 'newsletterSend'
export const NEWSLETTER_BATCH_SIZE = 50

type TaskInput = { issue: number; batchSize?: number }

export const newsletterSendTask: TaskConfig<{ input: TaskInput; output: object }> = {
  slug: NEWSLETTER_TASK,
  label: '发送学术资讯',
  inputSchema: [
    { name: 'issue', type: 'number', required: true },
    { name: 'batchSize', type: 'number' },
  ],
  retries: 2,
  handler: async ({ input, req }) => {
    await sendIssueBatch(req.payload, input.issue, input.batchSize ?? NEWSLETTER_BATCH_SIZE)
    return { output: {} }
  },
}

/** Queues sending when staff save an issue with 状态 = 发送. */
export const queueIssueOnSend: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.newsletterProgress) return doc
  if (doc.status === 'sending' && previousDoc?.status !== 'sending') {
    await req.payload.jobs.queue({ task: NEWSLETTER_TASK, input: { issue: doc.id }, req })
  }
  return doc
}

/** Start-up: issues left 发送中 by a stopped server get a job again. */
export async function resumeNewsletterSending(payload: Payload): Promise<void> {
  const sending = await payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  for (const issue of sending.docs) {
    await payload.jobs.queue({ task: NEWSLETTER_TASK, input: { issue: issue.id } })
  }
}

export async function sendIssueBatch(payload: Payload, issueId: number, batchSize: number): Promise<'more' | 'done'> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 1, overrideAccess: true })
  if (issue.status !== 'sending') return 'done'
  // The readers are listed once, before the first batch (the progress counters are written after
  // it); later batches only send, instead of scanning every subscription again.
  if (issue.recipients === null || issue.recipients === undefined) await prepareDeliveries(payload, issueId)

  const batch = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issueId } }, { status: { equals: 'pending' } }] },
    limit: batchSize,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  const content = issueContent(issue)
  for (const delivery of batch.docs) {
    // Another runner (a duplicate job, another instance) may hold the same batch: one claim wins.
    if (!(await claimRow(payload, 'newsletter_deliveries', delivery.id, 'status', 'pending', 'sending'))) continue
    const subscriptionId = typeof delivery.subscription === 'object' ? delivery.subscription.id : delivery.subscription
    const subscription = await payload.db.findOne<{ id: number; status: string }>({
      collection: 'newsletter-subscriptions',
      where: { id: { equals: subscriptionId } },
    })
    if (subscription?.status !== 'confirmed') {
      // Unsubscribed since the list was drawn up: skipped, and never mailed.
      await markDelivery(payload, delivery.id, { status: 'failed', error: '读者已退订' })
      continue
    }
    try {
      const unsubscribeLink = unsubscribePageUrl(subscriptionId)
      await sendAccountMail(
        payload,
        'newsletter-issue',
        delivery.email,
        newsletterIssueMail({ ...content, unsubscribeLink }),
        listUnsubscribeHeaders(subscriptionId),
      )
      await markDelivery(payload, delivery.id, { status: 'sent', sent_at: new Date().toISOString() })
    } catch (error) {
      payload.logger.error({ err: error, delivery: delivery.id }, '[newsletter] a delivery failed')
      await markDelivery(payload, delivery.id, { status: 'failed', error: '发送失败' })
    }
  }

  const remaining = await countDeliveries(payload, issueId, { status: { equals: 'pending' } })
  if (remaining > 0) {
    await payload.jobs.queue({ task: NEWSLETTER_TASK, input: { issue: issueId, batchSize } })
    await updateProgress(payload, issueId, {})
    return 'more'
  }
  await waitForOtherRunners(payload, issueId)
  await updateProgress(payload, issueId, { status: 'sent', sent_at: new Date().toISOString() })
  return 'done'
}

/** How long the last batch waits for rows another runner claimed and is still sending. */
export const IN_FLIGHT_WAIT_MS = 30_000

/**
 * A duplicate job (a restart, another instance) may still be sending rows it claimed when this
 * runner finds nothing left to send. The totals are written once those rows are marked, so they are
 * final (written earlier, they came out one short, and the other runner's later write could land
 * first). A row whose runner stopped mid-send is given up on after IN_FLIGHT_WAIT_MS.
 */
async function waitForOtherRunners(payload: Payload, issueId: number): Promise<void> {
  const until = Date.now() + IN_FLIGHT_WAIT_MS
  while (Date.now() < until) {
    if ((await countDeliveries(payload, issueId, { status: { equals: 'sending' } })) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** One pending delivery per confirmed reader who has none for this issue yet. */
async function prepareDeliveries(payload: Payload, issueId: number): Promise<void> {
  let page = 1
  for (;;) {
    const readers = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { status: { equals: 'confirmed' } },
      limit: 500,
      page,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
    })
    const existing = await payload.find({
      collection: 'newsletter-deliveries',
      where: {
        and: [{ issue: { equals: issueId } }, { subscription: { in: readers.docs.map((reader) => reader.id) } }],
      },
      limit: 500,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { subscription: true },
    })
    const covered = new Set(
      existing.docs.map((row) => (typeof row.subscription === 'object' ? row.subscription.id : row.subscription)),
    )
    for (const reader of readers.docs) {
      if (covered.has(reader.id)) continue
      try {
        await payload.create({
          collection: 'newsletter-deliveries',
          data: { issue: issueId, subscription: reader.id, email: reader.email, status: 'pending' },
          overrideAccess: true,
          depth: 0,
        })
      } catch {
        // Another runner created it first (the unique index): nothing to do.
      }
    }
    if (!readers.hasNextPage) break
    page++
  }
}

async function markDelivery(payload: Payload, id: number, data: Record<string, unknown>) {
  await payload.update({ collection: 'newsletter-deliveries', id, data, overrideAccess: true, depth: 0 })
}

async function countDeliveries(payload: Payload, issueId: number, extra: Where): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issueId } }, extra] },
    overrideAccess: true,
  })
  return totalDocs
}

async function updateProgress(payload: Payload, issueId: number, data: Record<string, unknown>) {
  const [recipients, sent, failed] = await Promise.all([
    countDeliveries(payload, issueId, {}),
    countDeliveries(payload, issueId, { status: { equals: 'sent' } }),
    countDeliveries(payload, issueId, { status: { equals: 'failed' } }),
  ])
  await payload.update({
    collection: 'newsletter-issues',
    id: issueId,
    data: { ...data, recipients, sent_count: sent, failed_count: failed },
    overrideAccess: true,
    depth: 0,
    context: { newsletterProgress: true },
  })
}

type IssueDoc = {
  subject: string
  recipients?: number | null
  intro?: string | null
  content?: string | null
  related_news?: (number | { title?: string | null; slug?: string | null })[] | null
  related_cases?: (number | { title?: string | null; slug?: string | null })[] | null
}

function issueContent(issue: IssueDoc) {
  const bodyHtml = sanitizeHtml(issue.content ?? '')
  // One paragraph of plain text per block of the HTML.
  const bodyText = bodyHtml
    .split(/<\/(?:p|h\d|li|div)>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n\n')
  const link = (kind: 'news' | 'cases') => (entry: number | { title?: string | null; slug?: string | null }) =>
    typeof entry === 'object' && entry.slug && entry.title
      ? { title: entry.title, href: `${env.siteUrl}/${kind}/${encodeURIComponent(entry.slug)}` }
      : null
  const links = [
    ...(issue.related_news ?? []).map(link('news')),
    ...(issue.related_cases ?? []).map(link('cases')),
  ].filter((entry): entry is { title: string; href: string } => entry !== null)
  return { subject: issue.subject, intro: issue.intro, bodyHtml, bodyText, links }
}
