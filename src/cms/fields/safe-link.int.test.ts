import { describe, expect, it } from 'vitest'
import { getPayload } from '@/cms/client'
import { SAFE_LINK_MESSAGE } from './safe-link'

describe('links in settings and menus', () => {
  it('refuses a javascript: link in the social channels and keeps what was stored', async () => {
    const payload = await getPayload()
    const before = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { social_channels: [{ name: '微博', url: 'javascript:alert(document.cookie)' }] },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/链接/)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { about_url: 'data:text/html,<script>alert(1)</script>' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: SAFE_LINK_MESSAGE })] } })
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.social_channels).toEqual(before.social_channels)
    expect(after.about_url).toEqual(before.about_url)
  })

  it('refuses a javascript: link in the service menu', async () => {
    const payload = await getPayload()
    await expect(
      payload.create({
        collection: 'service-menu',
        data: { name: '恶意链接', link: 'javascript:alert(1)' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    const stored = await payload.count({ collection: 'service-menu', where: { name: { equals: '恶意链接' } } })
    expect(stored.totalDocs).toBe(0)
  })
})
