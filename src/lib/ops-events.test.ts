import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMetrics } from '@/server/metrics.mjs'
import { currentRequestId, recordEvent, runWithRequestContext, setEventSink } from './ops-events.mjs'

// The application's events reach the server's metrics through one process-wide sink.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-ops-events-'))
process.env.OUTBOX_DIR = outbox
const { deliverMail } = await import('./mail')
const { enforceRateLimit, failureCounter, resetRateLimits } = await import('./rate-limit')

afterEach(() => {
  setEventSink(null)
  resetRateLimits()
})

async function series(metrics: ReturnType<typeof createMetrics>, name: string, labels: Record<string, string>) {
  const metric = (await metrics.registry.getSingleMetric(name)?.get())?.values ?? []
  return (
    metric.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value ?? 0
  )
}

describe('application events', () => {
  it('count mails written to the outbox and mails that fail', async () => {
    const metrics = createMetrics({ defaultMetrics: false })
    await deliverMail({ to: 'member@example.com', subject: '测试', text: '正文' })
    expect(fs.readdirSync(outbox).length).toBe(1)
    await expect(
      deliverMail({ to: 'not an address', subject: 'x', text: 'y', attachments: [{ path: '/no/such/file' }] }),
    ).rejects.toThrow()
    expect(await series(metrics, 'keyan_mail_total', { result: 'sent', transport: 'outbox' })).toBe(1)
    expect(await series(metrics, 'keyan_mail_total', { result: 'failed', transport: 'outbox' })).toBe(1)
  })

  it('count requests refused by a rate limit and blocked sign-ins, by limit name', async () => {
    const metrics = createMetrics({ defaultMetrics: false })
    const request = new Request('http://localhost/api/x', { headers: { 'x-forwarded-for': '198.51.100.9' } })
    await enforceRateLimit(request, 'events-test', { points: 1, durationSeconds: 60 })
    await expect(enforceRateLimit(request, 'events-test', { points: 1, durationSeconds: 60 })).rejects.toMatchObject({
      status: 429,
    })
    const logins = failureCounter('events-login', { points: 1, durationSeconds: 60 })
    await logins.fail('a@example.com|198.51.100.9')
    expect(await logins.isBlocked('a@example.com|198.51.100.9')).toBe(true)
    expect(await series(metrics, 'keyan_rate_limit_refusals_total', { limiter: 'events-test' })).toBe(1)
    expect(await series(metrics, 'keyan_rate_limit_refusals_total', { limiter: 'events-login' })).toBe(1)
  })

  it('are dropped without a sink, and a failing sink never fails the work', () => {
    expect(() => recordEvent('mail', { result: 'sent' })).not.toThrow()
    setEventSink(() => {
      throw new Error('broken sink')
    })
    expect(() => recordEvent('mail', { result: 'sent' })).not.toThrow()
  })

  it('carry the request context through awaits', async () => {
    expect(currentRequestId()).toBeUndefined()
    const seen = await runWithRequestContext({ requestId: 'req-12345678' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return currentRequestId()
    })
    expect(seen).toBe('req-12345678')
  })
})
