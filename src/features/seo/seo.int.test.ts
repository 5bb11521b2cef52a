import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as redirectsRoute from '@/app/api/redirects/handler'
import { callRoute, expectMethodsRefused, expectSuccess } from '@/app/api/_shared/testing'
import { listRedirectRules, listSitemapEntries } from './queries'
import { redirectRulesSchema } from './schemas'

const CTX = { disableRevalidate: true }
let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

describe('sitemap entries (seeded site)', () => {
  it('lists static pages, service pages, categories, products, news and cases with lastmod', async () => {
    const entries = await listSitemapEntries()
    const paths = entries.map((entry) => entry.path)
    for (const path of ['/', '/news', '/cases', '/contact', '/services', '/about', '/careers'])
      expect(paths).toContain(path)
    expect(paths.some((path) => path.startsWith('/news/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/cases/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/product-detail/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/category-products/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/services/'))).toBe(true)
    expect(new Set(paths).size).toBe(paths.length)
    expect(entries.filter((entry) => entry.path.includes('/news/')).every((entry) => entry.lastmod)).toBe(true)
    // Company pages are dated by the content they show; the legal pages, written in code, are not.
    const lastmodOf = (path: string) => entries.find((entry) => entry.path === path)?.lastmod
    for (const path of ['/resources', '/team', '/about', '/careers', '/contact'])
      expect(lastmodOf(path), path).toBeTruthy()
    expect(lastmodOf('/privacy')).toBeNull()
  })

  it('dates /careers by its newest job posting', async () => {
    const newest = await payload.find({
      collection: 'job-postings',
      overrideAccess: false,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    const entries = await listSitemapEntries()
    expect(entries.find((entry) => entry.path === '/careers')?.lastmod).toBe(
      new Date(newest.docs[0]!.updatedAt).toISOString(),
    )
  })

  it('never lists unpublished, inactive, staff or account pages', async () => {
    const paths = (await listSitemapEntries()).map((entry) => entry.path)
    const hiddenNews = await payload.find({
      collection: 'news',
      where: { is_published: { equals: false } },
      overrideAccess: true,
      depth: 0,
    })
    expect(hiddenNews.docs.length).toBeGreaterThan(0)
    for (const item of hiddenNews.docs) expect(paths).not.toContain(`/news/${item.slug}`)
    const inactive = await payload.find({
      collection: 'offerings',
      where: { is_active: { equals: false } },
      overrideAccess: true,
      depth: 0,
    })
    for (const item of inactive.docs) expect(paths).not.toContain(`/product-detail/${item.id}`)
    for (const path of ['/profile', '/login', '/register', '/test', '/test-service-menu', '/admin'])
      expect(paths).not.toContain(path)
    expect(paths.some((path) => path.startsWith('/preview'))).toBe(false)
  })

  it('a draft saved over nothing published is not listed; publishing lists it', async () => {
    const draft = await payload.create({
      collection: 'news',
      data: { title: 'SEO 草稿', slug: 'seo-int-draft', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: CTX,
    })
    try {
      expect((await listSitemapEntries()).map((entry) => entry.path)).not.toContain('/news/seo-int-draft')
      await payload.update({
        collection: 'news',
        id: draft.id,
        data: { _status: 'published' },
        overrideAccess: true,
        context: CTX,
      })
      expect((await listSitemapEntries()).map((entry) => entry.path)).toContain('/news/seo-int-draft')
    } finally {
      await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true, context: CTX })
    }
  })
})

describe('redirects', () => {
  it('GET /api/redirects lists the seeded demo redirect in the documented shape', async () => {
    const result = await callRoute(redirectsRoute.GET, '/api/redirects')
    const data = expectSuccess(result, redirectRulesSchema)
    expect(data).toContainEqual({ from: '/xinwen', to: '/news', status: 301, keep_query: false })
    await expectMethodsRefused(redirectsRoute, '/api/redirects', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })

  it('normalises the old path staff type and refuses admin and API paths', async () => {
    const made = await payload.create({
      collection: 'redirects',
      data: { from: 'https://old.example.com/old-page/', to: { type: 'custom', url: '/about' }, type: '308' },
      overrideAccess: true,
      context: CTX,
    })
    try {
      expect(made.from).toBe('/old-page')
      expect(await listRedirectRules()).toContainEqual({
        from: '/old-page',
        to: '/about',
        status: 308,
        keep_query: false,
      })
      await expect(
        payload.create({
          collection: 'redirects',
          data: { from: '/admin/x', to: { type: 'custom', url: '/' }, type: '301' },
          overrideAccess: true,
          context: CTX,
        }),
      ).rejects.toThrow()
    } finally {
      await payload.delete({ collection: 'redirects', id: made.id, overrideAccess: true, context: CTX })
    }
  })

  it('refuses a redirect from any page that receives one-time links or passwords, for every staff role', async () => {
    const editor = (await payload.find({ collection: 'users', where: { roles: { contains: 'editor' } }, limit: 1 }))
      .docs[0]!
    for (const from of [
      '/reset-password',
      'https://www.keyan.example.com/reset-password/?token=x',
      '//verify-email',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/login',
      '/register',
      '/forgot-password',
      '/profile',
    ]) {
      const refusal = await payload
        .create({
          collection: 'redirects',
          data: { from, to: { type: 'custom', url: 'https://evil.example/' }, type: '301' },
          overrideAccess: false,
          user: { ...editor, collection: 'users' },
          context: CTX,
        })
        .then(
          () => null,
          (error: { data?: { errors?: { message?: string }[] } }) => error.data?.errors?.[0]?.message,
        )
      expect(refusal, from).toMatch(/账户页面不能重定向/)
    }
    const rules = await listRedirectRules()
    expect(rules.filter((rule) => /reset|verify|newsletter|login/.test(rule.from))).toEqual([])
  })

  it('passes the visitor query to another site only when staff tick keep_query', async () => {
    const made = await payload.create({
      collection: 'redirects',
      data: { from: '/moved-away', to: { type: 'custom', url: 'https://other.example/x' }, type: '301' },
      overrideAccess: true,
      context: CTX,
    })
    try {
      expect(made.keep_query).toBe(false)
      expect(await listRedirectRules()).toContainEqual({
        from: '/moved-away',
        to: 'https://other.example/x',
        status: 301,
        keep_query: false,
      })
    } finally {
      await payload.delete({ collection: 'redirects', id: made.id, overrideAccess: true, context: CTX })
    }
  })

  it('visitors and members cannot write redirects', async () => {
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/x', to: { type: 'custom', url: '/' }, type: '301' },
        overrideAccess: false,
        context: CTX,
      }),
    ).rejects.toThrow()
  })

  it('changing the slug of a published article redirects the old address to the article', async () => {
    const article = await payload.create({
      collection: 'news',
      data: { title: 'SEO 改名', slug: 'seo-int-old' },
      overrideAccess: true,
      context: CTX,
    })
    try {
      await payload.update({
        collection: 'news',
        id: article.id,
        data: { slug: 'seo-int-new' },
        overrideAccess: true,
        context: CTX,
      })
      expect(await listRedirectRules()).toContainEqual({
        from: '/news/seo-int-old',
        to: '/news/seo-int-new',
        status: 301,
        keep_query: false,
      })
      // Back to the old slug: the redirect from it goes (it would hide the page), one from the new slug comes.
      await payload.update({
        collection: 'news',
        id: article.id,
        data: { slug: 'seo-int-old' },
        overrideAccess: true,
        context: CTX,
      })
      const rules = await listRedirectRules()
      expect(rules.some((rule) => rule.from === '/news/seo-int-old')).toBe(false)
      expect(rules).toContainEqual({
        from: '/news/seo-int-new',
        to: '/news/seo-int-old',
        status: 301,
        keep_query: false,
      })
    } finally {
      await payload.delete({
        collection: 'redirects',
        where: { from: { like: '/news/seo-int' } },
        overrideAccess: true,
        context: CTX,
      })
      await payload.delete({ collection: 'news', id: article.id, overrideAccess: true, context: CTX })
    }
  })

  it('a slug changed in a draft and then published redirects too (cases)', async () => {
    const item = await payload.create({
      collection: 'cases',
      data: { title: 'SEO 案例', slug: 'seo-int-case' },
      overrideAccess: true,
      context: CTX,
    })
    try {
      await payload.update({
        collection: 'cases',
        id: item.id,
        data: { slug: 'seo-int-case-2', _status: 'draft' },
        draft: true,
        overrideAccess: true,
        context: CTX,
      })
      expect((await listRedirectRules()).some((rule) => rule.from === '/cases/seo-int-case')).toBe(false)
      await payload.update({
        collection: 'cases',
        id: item.id,
        data: { _status: 'published' },
        overrideAccess: true,
        context: CTX,
      })
      expect(await listRedirectRules()).toContainEqual({
        from: '/cases/seo-int-case',
        to: '/cases/seo-int-case-2',
        status: 301,
        keep_query: false,
      })
    } finally {
      await payload.delete({
        collection: 'redirects',
        where: { from: { like: '/cases/seo-int' } },
        overrideAccess: true,
        context: CTX,
      })
      await payload.delete({ collection: 'cases', id: item.id, overrideAccess: true, context: CTX })
    }
  })
})
