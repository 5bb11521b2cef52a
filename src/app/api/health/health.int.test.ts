import { describe, expect, it } from 'vitest'
import * as healthRoute from '@/app/api/health/handler'
import { healthReportSchema } from '@/cms/health'
import { callRoute, expectMethodsRefused } from '@/app/api/_shared/testing'

describe('GET /api/health', () => {
  it('answers 200 with every configured check ok, never cached, naming no host or secret', async () => {
    const result = await callRoute(healthRoute.GET, '/api/health')
    expect(result.status).toBe(200)
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(healthReportSchema.parse(result.json)).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'not_configured', storage: 'ok' },
    })
    expect(JSON.stringify(result.json)).not.toMatch(/postgres|127\.0\.0\.1|secret|password/i)
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(healthRoute, '/api/health', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})
