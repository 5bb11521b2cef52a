import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { NEWS_PAGE_SIZE, listNewsCategories, listNewsPage } from './queries'

// The news list's pages (/news, /news/page/N, /news/category/…): 20 a page, newest first, every
// published article on exactly one page of its list, drafts on none.
let payload: Payload
const created: number[] = []
const CATEGORY = '分页测试'

beforeAll(async () => {
  payload = await getPayload()
  for (let index = 0; index < NEWS_PAGE_SIZE + 3; index++) {
    const article = await payload.create({
      collection: 'news',
      overrideAccess: true,
      data: {
        title: `分页测试文章 ${index}`,
        slug: `paging-test-${index}`,
        // Spaces around the category are trimmed on save, so the category page finds it.
        category: index === 0 ? `  ${CATEGORY} ` : CATEGORY,
        published_at: new Date(Date.UTC(2001, 0, index + 1)).toISOString(),
        is_published: true,
        _status: 'published',
      },
    })
    created.push(article.id)
  }
  const draft = await payload.create({
    collection: 'news',
    overrideAccess: true,
    draft: true,
    data: { title: '分页测试草稿', slug: 'paging-test-draft', category: CATEGORY, _status: 'draft' },
  })
  created.push(draft.id)
})

afterAll(async () => {
  await payload.delete({ collection: 'news', where: { id: { in: created } }, overrideAccess: true })
})

describe('listNewsPage', () => {
  it('pages one category, newest first, with its total; the draft is on no page', async () => {
    const first = await listNewsPage(1, CATEGORY, NEWS_PAGE_SIZE)
    const second = await listNewsPage(2, CATEGORY, NEWS_PAGE_SIZE)
    expect(first).toMatchObject({ page: 1, pages: 2, total: NEWS_PAGE_SIZE + 3 })
    expect(first.items).toHaveLength(NEWS_PAGE_SIZE)
    expect(second.items.map((item) => item.title)).toEqual(['分页测试文章 2', '分页测试文章 1', '分页测试文章 0'])
    expect(first.items[0]!.title).toBe(`分页测试文章 ${NEWS_PAGE_SIZE + 2}`)
    const titles = [...first.items, ...second.items].map((item) => item.title)
    expect(new Set(titles).size).toBe(NEWS_PAGE_SIZE + 3)
    expect(titles).not.toContain('分页测试草稿')
    expect((await listNewsPage(3, CATEGORY, NEWS_PAGE_SIZE)).items).toEqual([])
  })

  it('pages every category together for 全部: every published article on exactly one page', async () => {
    const first = await listNewsPage(1, null, NEWS_PAGE_SIZE)
    expect(first.total).toBeGreaterThanOrEqual(NEWS_PAGE_SIZE + 3 + 5)
    const ids: number[] = []
    for (let page = 1; page <= first.pages; page++)
      ids.push(...(await listNewsPage(page, null, NEWS_PAGE_SIZE)).items.map((item) => item.id))
    expect(ids).toHaveLength(first.total)
    expect(new Set(ids).size).toBe(first.total)
    expect(ids).toEqual(expect.arrayContaining(created.slice(0, NEWS_PAGE_SIZE + 3)))
    expect(ids).not.toContain(created.at(-1))
  })

  it('has one empty page for a category nobody uses', async () => {
    expect(await listNewsPage(1, '没有这个分类', NEWS_PAGE_SIZE)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
  })
})

describe('listNewsCategories', () => {
  it('lists 全部, then each category of published news once, trimmed, in the order the newest shows it', async () => {
    const categories = await listNewsCategories()
    expect(categories[0]).toBe('全部')
    expect(categories.filter((category) => category === CATEGORY)).toHaveLength(1)
    expect(categories.indexOf(CATEGORY)).toBe(categories.length - 1)
    const seeded = ['学术前沿', '技术进展', '行业资讯']
    expect(categories.filter((category) => seeded.includes(category))).toEqual(seeded)
  })

  it('leaves out a category only drafts and unpublished articles have', async () => {
    const only = '只有草稿的分类'
    const draft = await payload.create({
      collection: 'news',
      overrideAccess: true,
      draft: true,
      data: { title: '分类测试草稿', slug: 'category-test-draft', category: only, _status: 'draft' },
    })
    const hidden = await payload.create({
      collection: 'news',
      overrideAccess: true,
      data: {
        title: '分类测试未发布',
        slug: 'category-test-hidden',
        category: only,
        // The old flag off: a draft now (one publish model), hidden as before.
        is_published: false,
      },
    })
    created.push(draft.id, hidden.id)
    expect(await listNewsCategories()).not.toContain(only)
  })
})
