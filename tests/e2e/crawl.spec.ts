import { expect, test } from './fixtures'

/**
 * Issue 4's promise: no link on the site leads to a missing page. Follows every internal link
 * from the home page (pages, and the files they link to) and collects every one that fails.
 */
const MAX_PAGES = 400

function internalLinks(html: string, base: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/\b(?:href|src)="([^"]+)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, '&')
    if (!raw.startsWith('/') || raw.startsWith('//')) continue
    const url = new URL(raw, base)
    // Build assets and the image optimiser are Next's own; the admin is Payload's.
    if (url.pathname.startsWith('/_next/') || url.pathname.startsWith('/admin')) continue
    url.hash = ''
    links.add(url.pathname + url.search)
  }
  return [...links]
}

test('a crawl from the home page finds no internal link that fails', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the links are the same at every width')
  test.setTimeout(240_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const failures: string[] = []
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift()!
    const response = await request.get(path, { maxRedirects: 5 })
    if (response.status() >= 400) failures.push(`${response.status()} ${path}`)
    const type = response.headers()['content-type'] ?? ''
    if (!type.includes('text/html')) continue
    for (const link of internalLinks(await response.text(), baseURL!)) {
      if (!seen.has(link)) {
        seen.add(link)
        queue.push(link)
      }
    }
  }
  expect(failures).toEqual([])
  // The crawl really walked the site: the catalogue, articles, cases and company pages.
  for (const expected of [
    '/services',
    '/news',
    '/cases',
    '/resources',
    '/about',
    '/careers',
    '/contact',
    '/privacy',
    '/services/medical-sci-guidance',
    '/services/bioinformatics-1v1',
    '/services/clinical-1v1',
    '/services/meta-analysis-1v1',
    '/services/statistical-analysis',
    '/services/writing-training',
    '/research-consultation',
    '/services/paper-topic-guidance',
  ]) {
    expect([...seen]).toContain(expected)
  }
  expect(seen.size).toBeGreaterThan(80)
})
