import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { callRoute, memberToken, staffTokens } from '@/app/api/_shared/testing'
import { tokenFor } from '@/testing/routes'

/**
 * The lead-alert and search-push settings are the administrators' alone, read included, although
 * 站点设置 itself is public: over Payload's REST API nobody else sees or changes them. The records
 * of what search engines answered are read by content staff and written by nobody.
 */

let payload: Payload
const tokens: Record<'anonymous' | 'member' | 'sales' | 'editor' | 'admin', string | undefined> = {
  anonymous: undefined,
  member: undefined,
  sales: undefined,
  editor: undefined,
  admin: undefined,
}

const SECRETS = {
  wecom_webhook_url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=settings-access-test',
  dingtalk_webhook_url: 'https://oapi.dingtalk.com/robot/send?access_token=settings-access-test',
  dingtalk_secret: 'SECsettingsaccesstest',
  baidu_push_site: 'https://www.keyan.example.com',
  baidu_push_token: 'settingsaccesstoken',
  indexnow_key: 'settings-access-key',
}
const FIELDS = Object.keys(SECRETS) as (keyof typeof SECRETS)[]

function cms(method: 'GET' | 'POST' | 'PATCH', slug: string[], token: string | undefined, body?: unknown) {
  return callRoute(cmsRoute[method], `/cms-api/${slug.join('/')}`, { method, params: { slug }, token, body })
}

beforeAll(async () => {
  payload = await getPayload()
  const staff = await staffTokens()
  tokens.admin = staff.admin
  tokens.editor = staff.editor
  tokens.member = await memberToken()
  const email = `sales-reach-${crypto.randomBytes(4).toString('hex')}@example.com`
  const password = `Pw-${crypto.randomBytes(6).toString('hex')}`
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['sales'], full_name: '销售小赵' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  tokens.sales = await tokenFor(email, password)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: SECRETS,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: Object.fromEntries(FIELDS.map((field) => [field, null])),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('线索提醒与搜索引擎推送 settings', () => {
  it('are read over REST by admins only; everyone else reads the rest of 站点设置 without them', async () => {
    for (const who of ['anonymous', 'member', 'sales', 'editor'] as const) {
      const answer = await cms('GET', ['globals', 'site-settings'], tokens[who])
      expect(answer.status, who).toBe(200)
      expect(answer.json.brand_name, who).toBeTruthy()
      for (const field of FIELDS) expect(answer.json, `${who} ${field}`).not.toHaveProperty(field)
      for (const value of Object.values(SECRETS)) expect(answer.text, who).not.toContain(value)
    }
    const admin = await cms('GET', ['globals', 'site-settings'], tokens.admin)
    expect(admin.status).toBe(200)
    for (const field of FIELDS) expect(admin.json[field], field).toBe(SECRETS[field])
  })

  it('are changed by admins only (an editor’s change to them is dropped)', async () => {
    const changed = await cms('POST', ['globals', 'site-settings'], tokens.editor, {
      wecom_webhook_url: 'https://attacker.example.com/hook',
      indexnow_key: 'attacker-key-123',
    })
    expect(changed.status).toBeLessThan(500)
    const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    expect(stored.wecom_webhook_url).toBe(SECRETS.wecom_webhook_url)
    expect(stored.indexnow_key).toBe(SECRETS.indexnow_key)

    const byAdmin = await cms('POST', ['globals', 'site-settings'], tokens.admin, {
      baidu_push_site: 'https://m.keyan.example.com',
    })
    expect(byAdmin.status).toBe(200)
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    expect(after.baidu_push_site).toBe('https://m.keyan.example.com')
  })
})

describe('search-pushes over REST', () => {
  it('content staff read them; sales, members and visitors do not; nobody writes them', async () => {
    const row = await payload.create({
      collection: 'search-pushes',
      data: { url: 'https://www.keyan.example.com/news/rest-check', engine: 'baidu', status: 'sent', attempts: 1 },
      overrideAccess: true,
    })
    try {
      for (const who of ['editor', 'admin'] as const) {
        expect((await cms('GET', ['search-pushes', String(row.id)], tokens[who])).status, who).toBe(200)
      }
      for (const who of ['anonymous', 'member', 'sales'] as const) {
        expect((await cms('GET', ['search-pushes', String(row.id)], tokens[who])).status, who).toBeGreaterThanOrEqual(
          401,
        )
      }
      for (const who of ['editor', 'admin'] as const) {
        const created = await cms('POST', ['search-pushes'], tokens[who], {
          url: 'https://x.example.com',
          engine: 'baidu',
        })
        expect(created.status, who).toBe(403)
        const changed = await cms('PATCH', ['search-pushes', String(row.id)], tokens[who], { status: 'failed' })
        expect(changed.status, who).toBe(403)
      }
      const stored = await payload.findByID({ collection: 'search-pushes', id: row.id, overrideAccess: true })
      expect(stored.status).toBe('sent')
    } finally {
      await payload.delete({ collection: 'search-pushes', id: row.id, overrideAccess: true })
    }
  })
})
