import { describe, expect, it } from 'vitest'
import {
  isRedirectablePath,
  normalizeRedirectPath,
  normalizeRedirectTarget,
  redirectDestination,
  RedirectTable,
  RedirectTableCache,
  redirectFor,
  redirectLocation,
} from './redirects.mjs'

describe('normalizeRedirectPath', () => {
  it('makes the forms staff type comparable', () => {
    expect(normalizeRedirectPath('/news/old/')).toBe('/news/old')
    expect(normalizeRedirectPath('news/old')).toBe('/news/old')
    expect(normalizeRedirectPath('https://www.example.com/article.php?id=3#top')).toBe('/article.php?id=3')
    expect(normalizeRedirectPath('/%E6%96%B0%E9%97%BB')).toBe('/新闻')
    expect(normalizeRedirectPath('/')).toBe('/')
  })
  it('refuses empty and unusable values', () => {
    expect(normalizeRedirectPath('  ')).toBeNull()
    expect(normalizeRedirectPath('/a b')).toBeNull()
    expect(normalizeRedirectPath('/<script>')).toBeNull()
  })
})

describe('normalizeRedirectTarget', () => {
  it('takes site paths and http(s) URLs only', () => {
    expect(normalizeRedirectTarget('news')).toBe('/news')
    expect(normalizeRedirectTarget('https://example.com/x')).toBe('https://example.com/x')
    expect(normalizeRedirectTarget('//evil.example')).toBeNull()
    expect(normalizeRedirectTarget('')).toBeNull()
  })
})

describe('RedirectTable', () => {
  const table = new RedirectTable([
    { from: '/xinwen', to: '/news', status: 301 },
    { from: '/article.php?id=3', to: '/news/three', status: 308 },
    { from: '/article.php', to: '/news', status: 301 },
    { from: '/loop', to: '/loop/', status: 301 },
  ])
  it('finds a path as the browser sends it (%-escaped, trailing slash)', () => {
    expect(table.find('/xinwen/')?.to).toBe('/news')
    expect(new RedirectTable([{ from: '/旧闻', to: '/news', status: 301 }]).find('/%E6%97%A7%E9%97%BB')?.to).toBe(
      '/news',
    )
  })
  it('prefers the rule with the query string, then the path alone', () => {
    expect(table.find('/article.php', '?id=3')).toMatchObject({ to: '/news/three', status: 308 })
    expect(table.find('/article.php', '?id=4')?.to).toBe('/news')
  })
  it('leaves out a rule that points at its own address, and misses unknown paths', () => {
    expect(table.find('/loop')).toBeNull()
    expect(table.find('/unknown')).toBeNull()
    expect(table.size).toBe(3)
  })
  it('answers a chain with its end, and leaves out rules that lead back to themselves', () => {
    const chained = new RedirectTable([
      { from: '/a', to: '/b', status: 301 },
      { from: '/b', to: '/c/', status: 308 },
      { from: '/c', to: 'https://example.com/c', status: 301 },
      { from: '/x', to: '/y', status: 301 },
      { from: '/y', to: '/z', status: 301 },
      { from: '/z', to: '/x', status: 301 },
      { from: '/into-loop', to: '/x', status: 301 },
    ])
    expect(chained.find('/a')).toMatchObject({ to: 'https://example.com/c', status: 301 })
    expect(chained.find('/b')).toMatchObject({ to: 'https://example.com/c', status: 308 })
    for (const path of ['/x', '/y', '/z', '/into-loop']) expect(chained.find(path), path).toBeNull()
    expect(chained.size).toBe(3)
  })
})

describe('redirectDestination', () => {
  const pathOf = ({ relationTo, value }: { relationTo: string; value: unknown }) =>
    `/${relationTo}/${(value as { slug: string }).slug}`
  it('a custom URL or the address of the referenced document', () => {
    expect(redirectDestination({ type: 'custom', url: '/x' }, pathOf)).toBe('/x')
    expect(
      redirectDestination({ type: 'reference', reference: { relationTo: 'news', value: { slug: 'a' } } }, pathOf),
    ).toBe('/news/a')
  })
  it('null when the document could not be read (only its id came back)', () => {
    expect(redirectDestination({ type: 'reference', reference: { relationTo: 'news', value: 4 } }, pathOf)).toBeNull()
    expect(redirectDestination(null, pathOf)).toBeNull()
  })
})

describe('RedirectTableCache', () => {
  it('reads the table once per period and keeps the last one when a read fails', async () => {
    let now = 0
    let calls = 0
    let fail = false
    const cache = new RedirectTableCache(
      async () => {
        calls += 1
        if (fail) throw new Error('down')
        return [{ from: '/a', to: `/b${calls}`, status: 301 }]
      },
      2000,
      1000,
      () => now,
    )
    expect((await cache.get()).find('/a')?.to).toBe('/b1')
    now = 1000
    expect((await cache.get()).find('/a')?.to).toBe('/b1')
    expect(calls).toBe(1)
    now = 3500
    fail = true
    expect((await cache.get()).find('/a')?.to).toBe('/b1')
    fail = false
    now = 6000
    expect((await cache.get()).find('/a')?.to).toBe('/b3')
  })
})

describe('isRedirectablePath', () => {
  it('site addresses and old links, never the assets, APIs, uploads, admin or the site files', () => {
    for (const path of ['/', '/xinwen', '/administrator.php', '/apidocs', '/news/a.html'])
      expect(isRedirectablePath(path), path).toBe(true)
    for (const path of [
      '/_next/static/a.js',
      '/api/news',
      '/cms-api/media/file/a.png',
      '/admin',
      '/admin/collections/news',
      '/favicon.ico',
      '/sitemap.xml',
      '/sitemaps/news.xml',
      '/robots.txt',
      '/manifest.webmanifest',
    ])
      expect(isRedirectablePath(path), path).toBe(false)
  })
  it('never the account pages, which receive one-time links and passwords', () => {
    for (const path of [
      '/reset-password',
      '/reset-password?token=abc',
      '/Reset-Password',
      '/verify-email',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/login',
      '/register',
      '/forgot-password',
      '/profile',
    ])
      expect(isRedirectablePath(path), path).toBe(false)
    for (const path of ['/login-help', '/newsletters-2019', '/profiles'])
      expect(isRedirectablePath(path), path).toBe(true)
  })
})

describe('a redirect from a page that receives one-time links', () => {
  // Rules as they may already be stored (written before the admin refused them, or into the
  // database directly): the server never applies them, in any spelling of the address.
  const table = new RedirectTable([
    { from: '/xinwen', to: '/news', status: 301 },
    { from: '/reset%2Dpassword', to: 'https://evil.example/steal', status: 301, keep_query: true },
    { from: '//reset-password/', to: 'https://evil.example/steal', status: 301, keep_query: true },
    { from: 'HTTPS://old.example/RESET-PASSWORD?a=1', to: 'https://evil.example/steal', status: 301 },
    { from: 'reset-password', to: 'https://evil.example/steal', status: 301 },
    { from: '/reset-password', to: 'https://evil.example/steal', status: 301, keep_query: true },
    { from: '/verify-email/', to: 'https://evil.example/steal', status: 301, keep_query: true },
    { from: '/newsletter/confirm', to: '/news', status: 301, keep_query: false },
    { from: '/newsletter/unsubscribe', to: '/news', status: 301, keep_query: false },
    { from: '/login', to: 'https://evil.example/login', status: 308, keep_query: false },
  ])
  it('is never applied, in any spelling', () => {
    // Only the ordinary rule is kept, and it still answers.
    expect(table.size).toBe(1)
    expect(redirectFor(table, '/xinwen')?.location).toBe('/news')
    for (const url of [
      '/reset-password?token=abc',
      '//reset-password?token=abc',
      '/reset-password/?token=abc',
      '/reset%2Dpassword?token=abc',
      '/verify-email?token=abc',
      '/newsletter/confirm?token=abc',
      '/newsletter/unsubscribe?id=1&token=abc',
      '/login',
    ])
      expect(redirectFor(table, url), url).toBeNull()
  })
})

describe('redirectLocation', () => {
  it('keeps the visitor query unless the target or the rule has one', () => {
    expect(redirectLocation({ from: '/a', to: '/b', status: 301 }, '?x=1')).toBe('/b?x=1')
    expect(redirectLocation({ from: '/a', to: '/b?y=2', status: 301 }, '?x=1')).toBe('/b?y=2')
    expect(redirectLocation({ from: '/a?id=3', to: '/b', status: 301 }, '?id=3')).toBe('/b')
    expect(redirectLocation({ from: '/a', to: '/b', status: 301 }, '?')).toBe('/b')
  })
  it('escapes what a header cannot carry, keeps other sites whole', () => {
    expect(redirectLocation({ from: '/a', to: '/新闻 列表#top', status: 301 }, '')).toBe(
      '/%E6%96%B0%E9%97%BB%20%E5%88%97%E8%A1%A8#top',
    )
    expect(redirectLocation({ from: '/a', to: 'https://例子.cn/路径', status: 308, keep_query: true }, '?q=1')).toBe(
      'https://xn--fsqu00a.cn/%E8%B7%AF%E5%BE%84?q=1',
    )
  })
  it('gives another site the visitor query only when the rule asks for it', () => {
    const rule = { from: '/old', to: 'https://other.example/new', status: 301 } as const
    expect(redirectLocation({ ...rule, keep_query: false }, '?token=secret')).toBe('https://other.example/new')
    expect(redirectLocation({ ...rule, keep_query: true }, '?utm_source=wx')).toBe(
      'https://other.example/new?utm_source=wx',
    )
    expect(redirectLocation({ from: '/old', to: '/new', status: 301, keep_query: false }, '?utm_source=wx')).toBe(
      '/new?utm_source=wx',
    )
  })
})

describe('redirectFor', () => {
  const table = new RedirectTable([
    { from: '/xinwen', to: '/news', status: 301 },
    { from: '/article.php?id=3', to: '/news/three', status: 308 },
  ])
  it('answers a request URL with its status and Location', () => {
    expect(redirectFor(table, '/xinwen?utm_source=wx')).toEqual({ status: 301, location: '/news?utm_source=wx' })
    expect(redirectFor(table, '/article.php?id=3')).toEqual({ status: 308, location: '/news/three' })
    expect(redirectFor(table, '/news')).toBeNull()
  })
  it('ignores the _rsc parameter of client navigations', () => {
    expect(redirectFor(table, '/xinwen?_rsc=1abc')).toEqual({ status: 301, location: '/news' })
    expect(redirectFor(table, '/xinwen?a=1&_rsc=1abc')).toEqual({ status: 301, location: '/news?a=1' })
    expect(redirectFor(table, '/article.php?id=3&_rsc=x')).toEqual({ status: 308, location: '/news/three' })
  })
})
