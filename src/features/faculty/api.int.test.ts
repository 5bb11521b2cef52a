import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { getPayload } from '@/cms/client'
import * as facultyRoute from '@/app/api/faculty-introductions/handler'
import {
  PUBLIC_CACHE_CONTROL,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  callRoute,
} from '@/app/api/_shared/testing'
import { facultySchema } from './schemas'
import { parseContactInfo } from './serialize'

describe('GET /api/faculty-introductions', () => {
  it('answers active faculty in sort order, in the spec shape', async () => {
    const payload = await getPayload()
    const stored = (
      await payload.find({
        collection: 'faculty-introductions',
        overrideAccess: true,
        limit: 1000,
        pagination: false,
        depth: 0,
      })
    ).docs
    const inactive = stored.filter((person) => !person.is_active)
    expect(inactive.length).toBeGreaterThan(0)
    const active = stored.filter((person) => person.is_active).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))

    for (const query of ['', '?is_active=true']) {
      const result = await callRoute(facultyRoute.GET, `/api/faculty-introductions${query}`)
      const data = expectSuccess(result, z.array(facultySchema), { message: '获取师资介绍成功' })
      expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(data.map((person) => person.id)).toEqual(active.map((person) => person.id))
      for (const person of inactive) expect(data.map((item) => item.name)).not.toContain(person.name)
      expect(data.every((person) => Array.isArray(person.expertise) && Array.isArray(person.achievements))).toBe(true)
      // All three stored forms of contact_info come through as stored (object, JSON string, plain string).
      expect(new Set(data.map((person) => typeof person.contact_info)).size).toBeGreaterThan(1)
      expect(
        data.every(
          (person) => Object.keys(parseContactInfo(person.contact_info)).length > 0 || person.contact_info === null,
        ),
      ).toBe(true)
    }
  })

  it('refuses a malformed is_active and other methods', async () => {
    expectFailure(await callRoute(facultyRoute.GET, '/api/faculty-introductions?is_active=2'), 400, /参数值无效/)
    await expectMethodsRefused(facultyRoute, '/api/faculty-introductions', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})
