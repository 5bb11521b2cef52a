import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { callRoute, staffTokens } from '@/app/api/_shared/testing'
import { CATEGORY_IN_USE } from '@/cms/news/categories'

/**
 * 新闻分类 as a managed list: an article picks a category, the name is copied onto it for the
 * public pages; text-only writers (the seed, the old API) get the row of that name; a rename follows
 * onto the articles; a category in use is not deleted. And one publish model: the 已发布 flag
 * mirrors the status, the public date is filled at publication.
 */

let payload: Payload
let editorToken: string
const run = Date.now().toString(36)
const news: number[] = []
const categories: number[] = []
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload()
  editorToken = (await staffTokens()).editor
})

afterAll(async () => {
  for (const id of news) await payload.delete({ collection: 'news', id, overrideAccess: true, context: ctx })
  for (const id of categories) {
    await payload.delete({ collection: 'news-categories', id, overrideAccess: true, context: ctx }).catch(() => null)
  }
})

async function article(data: Record<string, unknown>, draft = false) {
  const doc = await payload.create({
    collection: 'news',
    data: { title: `分类测试 ${run} ${news.length}`, slug: `category-${run}-${news.length}`, ...data },
    draft,
    overrideAccess: true,
    depth: 0,
    context: ctx,
  })
  news.push(doc.id)
  return doc
}

describe('news categories', () => {
  it('copy the chosen category name onto the article, and make a row for a named one', async () => {
    const category = await payload.create({
      collection: 'news-categories',
      data: { name: `临床研究${run}` },
      overrideAccess: true,
      context: ctx,
    })
    categories.push(category.id)
    const picked = await article({ news_category: category.id })
    expect(picked.category).toBe(`临床研究${run}`)

    const named = await article({ category: `  统计方法${run} ` })
    expect(named.category).toBe(`统计方法${run}`)
    expect(typeof named.news_category).toBe('number')
    categories.push(named.news_category as number)
    const again = await article({ category: `统计方法${run}` })
    expect(again.news_category).toBe(named.news_category)

    // The old API names a new category on update as text: the article follows it.
    const moved = await payload.update({
      collection: 'news',
      id: named.id,
      data: { category: `临床研究${run}` },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(moved.category).toBe(`临床研究${run}`)
    expect(moved.news_category).toBe(category.id)

    const cleared = await payload.update({
      collection: 'news',
      id: picked.id,
      data: { news_category: null },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(cleared.category ?? null).toBeNull()
  })

  it('renames on the articles, and refuses to delete a category in use (409, in Chinese)', async () => {
    const category = await payload.create({
      collection: 'news-categories',
      data: { name: `改名前${run}` },
      overrideAccess: true,
      context: ctx,
    })
    categories.push(category.id)
    const doc = await article({ news_category: category.id })
    await payload.update({
      collection: 'news-categories',
      id: category.id,
      data: { name: `改名后${run}` },
      overrideAccess: true,
      context: ctx,
    })
    const renamed = await payload.findByID({ collection: 'news', id: doc.id, depth: 0 })
    expect(renamed.category).toBe(`改名后${run}`)

    const refused = await callRoute(cmsRoute.DELETE, `/cms-api/news-categories/${category.id}`, {
      method: 'DELETE',
      params: { slug: ['news-categories', String(category.id)] },
      token: editorToken,
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.json)).toContain(CATEGORY_IN_USE)
    expect(
      (await payload.count({ collection: 'news-categories', where: { id: { equals: category.id } } })).totalDocs,
    ).toBe(1)
  })

  it('are staff-only through Payload REST (visitors read the names on the articles)', async () => {
    const anonymous = await callRoute(cmsRoute.GET, '/cms-api/news-categories', {
      params: { slug: ['news-categories'] },
    })
    expect(anonymous.status).toBe(403)
    const editor = await callRoute(cmsRoute.GET, '/cms-api/news-categories', {
      params: { slug: ['news-categories'] },
      token: editorToken,
    })
    expect(editor.status).toBe(200)
  })
})

describe('one publish model', () => {
  it('mirrors 已发布 from the status and dates an article at its first publication', async () => {
    const draft = await article({}, true)
    expect(draft._status).toBe('draft')
    expect(draft.is_published).toBe(false)
    expect(draft.published_at ?? null).toBeNull()

    const published = await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(published.is_published).toBe(true)
    expect(Date.now() - new Date(published.published_at!).getTime()).toBeLessThan(60_000)

    const unpublished = await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(unpublished.is_published).toBe(false)
    // Published again with the date cleared: dated anew, never an undated published article.
    const redated = await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published', published_at: null },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(redated.published_at).toBeTruthy()
    // A date staff set stays.
    const dated = await article({ published_at: '2024-03-01T02:00:00.000Z' })
    expect(dated.published_at).toBe('2024-03-01T02:00:00.000Z')
    expect(dated.is_published).toBe(true)
  })

  it('takes the old flag from a writer that sends only it', async () => {
    const hidden = await article({ is_published: false })
    expect(hidden._status).toBe('draft')
    const shown = await payload.update({
      collection: 'news',
      id: hidden.id,
      data: { is_published: true },
      overrideAccess: true,
      depth: 0,
      context: ctx,
    })
    expect(shown._status).toBe('published')
    expect(shown.is_published).toBe(true)
  })
})
