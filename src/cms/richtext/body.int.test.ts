import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getPayload } from '@/cms/client'
import * as articleRoute from '@/app/api/news/[slug]/handler'
import * as caseRoute from '@/app/api/cases/[id]/handler'
import * as servicesRoute from '@/app/api/services/handler'
import * as serviceRoute from '@/app/api/services/[id]/handler'
import * as facultyRoute from '@/app/api/faculty-introductions/handler'
import { callRoute, staffTokens } from '@/app/api/_shared/testing'
import { news as seedNews, cases as seedCases } from '@/cms/seed/content'
import { sanitizeHtml } from '@/lib/sanitize'
import { bodyToHtml } from './server'
import { convertToRichText, readLegacyFacultyContacts } from './migrate-data'
import { corpus, MEDIA_SRC } from './testing/corpus'
import { outline } from './testing/compare'

/**
 * The body's two forms on a real (seeded, migrated) database: staff write rich text, the pages
 * and the API return HTML produced from it on save; API writes that send HTML still work; and the
 * migration's data conversion turns stored HTML into rich text without losing anything.
 */

let payload: Payload
let editorToken: string

beforeAll(async () => {
  payload = await getPayload()
  editorToken = (await staffTokens()).editor
})

type Node = { type: string; children?: Node[]; [key: string]: unknown }
const types = (state: SerializedEditorState | null | undefined) => {
  const all: string[] = []
  const walk = (node: Node) => {
    all.push(node.type)
    node.children?.forEach(walk)
  }
  ;((state?.root.children ?? []) as unknown as Node[]).forEach(walk)
  return all
}

const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  children,
})
const heading = (tag: string, value: string) => ({
  type: 'heading',
  tag,
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  children: [text(value)],
})
const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const cell = (value: string, headerState = 0) => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  format: '',
  indent: 0,
  direction: null,
  children: [paragraph([text(value)])],
})
const row = (cells: unknown[]) => ({
  type: 'tablerow',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  children: cells,
})
const editorState = (children: unknown[]) =>
  ({
    root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children },
  }) as unknown as SerializedEditorState

const anyMedia = async () =>
  (
    await payload.find({
      collection: 'media',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      where: { mimeType: { like: 'image/' } },
    })
  ).docs[0]!

describe('seeded bodies', () => {
  it('every seeded news item, case and service has rich text, and its HTML is produced from it', async () => {
    for (const collection of ['news', 'cases', 'services'] as const) {
      const docs = (await payload.find({ collection, overrideAccess: true, pagination: false, limit: 1000, depth: 0 }))
        .docs
      for (const doc of docs) {
        if (!doc.content) continue
        expect(doc.body, `${collection} ${doc.id}`).toBeTruthy()
        expect(doc.content).toBe(await bodyToHtml(payload, doc.body as SerializedEditorState))
      }
    }
  })

  it('the seed HTML keeps its text and structure through the rich text', async () => {
    for (const item of [...seedNews, ...seedCases]) {
      const stored = (
        await payload.find({
          collection: seedNews.includes(item as (typeof seedNews)[number]) ? 'news' : 'cases',
          where: { title: { equals: item.title } },
          overrideAccess: true,
          depth: 0,
          limit: 1,
        })
      ).docs[0]!
      const before = outline(sanitizeHtml(item.content))
      const after = outline(stored.content ?? '')
      expect(after.text, item.title).toBe(before.text)
      expect(after.tags, item.title).toEqual(before.tags)
      expect(after.links, item.title).toEqual(before.links)
      expect(after.code, item.title).toEqual(before.code)
    }
  })
})

describe('the API returns HTML produced on the server from the rich text', () => {
  it('a news item written as rich text (heading, table, inline image, internal link) answers its HTML', async () => {
    const media = await anyMedia()
    const linkedCase = (
      await payload.find({
        collection: 'cases',
        where: { is_published: { equals: true } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const slug = `rich-text-${Date.now().toString(36)}`
    await payload.create({
      collection: 'news',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        title: '富文本写作的新闻',
        slug,
        is_published: true,
        // Far in the past, so that it stays out of the other tests' latest-news lists.
        published_at: '2001-01-01T00:00:00.000Z',
        body: editorState([
          heading('h2', '研究方法'),
          paragraph([
            text('见'),
            {
              type: 'link',
              version: 3,
              fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'cases', value: linkedCase.id } },
              children: [text('案例')],
            },
          ]),
          {
            type: 'table',
            version: 1,
            format: '',
            indent: 0,
            direction: null,
            children: [row([cell('指标', 1), cell('数值', 1)]), row([cell('样本量'), cell('1204')])],
          },
          {
            type: 'upload',
            version: 3,
            id: '65f0c0ffee0000000000abcd',
            format: '',
            relationTo: 'media',
            value: media.id,
            fields: { caption: '图 1' },
          },
        ]) as never,
      },
    })
    const result = await callRoute(articleRoute.GET, `/api/news/${slug}`, { params: { slug } })
    expect(result.status).toBe(200)
    const content = (result.json.data as { content: string }).content
    expect(content).toBe(
      '<h2>研究方法</h2>' +
        `<p>见<a href="/cases/${linkedCase.slug}" rel="noopener noreferrer">案例</a></p>` +
        '<table tabindex="0"><tbody><tr><th>指标</th><th>数值</th></tr><tr><td>样本量</td><td>1204</td></tr></tbody></table>' +
        `<figure><img src="${media.url}" alt="${media.alt}" width="${media.width}" height="${media.height}" loading="lazy" /><figcaption>图 1</figcaption></figure>`,
    )
  })

  it('editing the rich text of a case changes the HTML the API answers; any later save keeps them in step', async () => {
    const target = await payload.create({
      collection: 'cases',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        title: `富文本案例 ${Date.now().toString(36)}`,
        is_published: true,
        sort_order: 9999,
        content: '<p>旧正文</p>',
      },
    })
    expect(target.body).toBeTruthy()
    await payload.update({
      collection: 'cases',
      id: target.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { body: editorState([paragraph([text('改写后的正文', 1)])]) as never },
    })
    const answer = await callRoute(caseRoute.GET, `/api/cases/${target.id}`, { params: { id: String(target.id) } })
    expect((answer.json.data as { content: string }).content).toBe('<p><strong>改写后的正文</strong></p>')

    // A save that changes neither form keeps the HTML the rich text renders.
    await payload.update({
      collection: 'cases',
      id: target.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { views_count: 99 },
    })
    const after = await payload.findByID({ collection: 'cases', id: target.id, overrideAccess: true, depth: 0 })
    expect(after.content).toBe('<p><strong>改写后的正文</strong></p>')
    expect(after.content).toBe(await bodyToHtml(payload, after.body as SerializedEditorState))
  })
})

describe('internal links', () => {
  it('follow a renamed slug when the body is saved again', async () => {
    const target = await payload.create({
      collection: 'cases',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: '被链接的案例', slug: `linked-${Date.now().toString(36)}`, is_published: false },
    })
    const body = editorState([
      paragraph([
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'internal', newTab: true, doc: { relationTo: 'cases', value: target.id } },
          children: [text('案例')],
        },
      ]),
    ])
    const news = await payload.create({
      collection: 'news',
      overrideAccess: true,
      context: { disableRevalidate: true },
      depth: 0,
      data: {
        title: '链接测试',
        slug: `link-test-${Date.now().toString(36)}`,
        is_published: false,
        body: body as never,
      },
    })
    expect(news.content).toBe(
      `<p><a href="/cases/${target.slug}" target="_blank" rel="noopener noreferrer">案例</a></p>`,
    )
    const renamed = `${target.slug}-new`
    await payload.update({
      collection: 'cases',
      id: target.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { slug: renamed },
    })
    const saved = await payload.update({
      collection: 'news',
      id: news.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { body: news.body },
    })
    expect(saved.content).toBe(`<p><a href="/cases/${renamed}" target="_blank" rel="noopener noreferrer">案例</a></p>`)
  })
})

describe('writing HTML through /api/services still works', () => {
  it('HTML sent by POST and PUT becomes rich text, and the answer is the HTML produced from it', async () => {
    const html = corpus[1]!.html
    const created = await callRoute(servicesRoute.POST, '/api/services', {
      method: 'POST',
      token: editorToken,
      body: { title: `HTML 写入 ${Date.now().toString(36)}`, content: html },
    })
    expect(created.status).toBe(201)
    const data = created.json.data as { id: number; content: string }
    const stored = await payload.findByID({ collection: 'services', id: data.id, overrideAccess: true, depth: 0 })
    expect(types(stored.body as SerializedEditorState)).toEqual(
      expect.arrayContaining(['heading', 'block', 'horizontalrule']),
    )
    expect(data.content).toBe(stored.content)
    expect(outline(data.content)).toEqual(outline(sanitizeHtml(html)))

    const updated = await callRoute(serviceRoute.PUT, `/api/services/${data.id}`, {
      method: 'PUT',
      token: editorToken,
      params: { id: String(data.id) },
      body: { content: '<h3>服务流程</h3><ul><li>需求沟通</li><li>交付</li></ul>' },
    })
    expect(updated.status).toBe(200)
    expect((updated.json.data as { content: string }).content).toBe(
      '<h3>服务流程</h3><ul><li>需求沟通</li><li>交付</li></ul>',
    )
    const after = await payload.findByID({ collection: 'services', id: data.id, overrideAccess: true, depth: 0 })
    expect(types(after.body as SerializedEditorState)).toEqual([
      'heading',
      'text',
      'list',
      'listitem',
      'text',
      'listitem',
      'text',
    ])

    const cleared = await callRoute(serviceRoute.PUT, `/api/services/${data.id}`, {
      method: 'PUT',
      token: editorToken,
      params: { id: String(data.id) },
      body: { content: '' },
    })
    expect((cleared.json.data as { content: string | null }).content).toBeNull()
  })
})

describe('the migration’s data conversion', () => {
  const db = () => (payload.db as unknown as { drizzle: unknown }).drizzle
  const run = async (query: ReturnType<typeof sql>) => {
    const handle = db() as { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }
    if (payload.db.name === 'postgres') await handle.execute!(query)
    else await handle.run!(query)
  }

  it('turns stored HTML bodies (the seed and a corpus of articles) into rich text, losing nothing', async () => {
    const media = await anyMedia()
    const mediaSrc = `${payload.config.routes.api}/media/file/${media.filename}`
    const articles = corpus.map((article) => article.html.replaceAll(MEDIA_SRC, mediaSrc))
    const ids: number[] = []
    for (const [index, html] of articles.entries()) {
      const doc = await payload.create({
        collection: 'news',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: {
          title: `迁移语料 ${index}`,
          slug: `migration-corpus-${index}-${Date.now().toString(36)}`,
          is_published: false,
        },
      })
      ids.push(doc.id)
      // As stored before the migration: HTML only.
      await run(sql`UPDATE news SET content = ${html}, body = NULL WHERE id = ${doc.id}`)
    }
    const seeded = (
      await payload.find({ collection: 'cases', limit: 1000, pagination: false, overrideAccess: true, depth: 0 })
    ).docs
    const seededBefore = new Map(seeded.map((doc) => [doc.id, doc.content]))
    await run(sql`UPDATE cases SET body = NULL`)

    await convertToRichText({ db: db(), payload })

    for (const [index, id] of ids.entries()) {
      const doc = await payload.findByID({ collection: 'news', id, overrideAccess: true, depth: 0 })
      expect(types(doc.body as SerializedEditorState).length, corpus[index]!.name).toBeGreaterThan(0)
      // What the migration stores is what a save in the admin would produce from that rich text.
      expect(doc.content).toBe(await bodyToHtml(payload, doc.body as SerializedEditorState))
      const before = outline(sanitizeHtml(articles[index]))
      const after = outline(doc.content ?? '')
      expect(after.text).toBe(before.text)
      expect(after.tags).toEqual(before.tags)
      expect(after.links).toEqual(before.links)
      expect(after.code).toEqual(before.code)
      expect(after.images.map((image) => image.alt)).toEqual(before.images.map((image) => image.alt))
    }
    expect(
      types(
        (await payload.findByID({ collection: 'news', id: ids[2]!, overrideAccess: true, depth: 0 }))
          .body as SerializedEditorState,
      ),
    ).toContain('upload')

    for (const doc of seeded) {
      const after = await payload.findByID({ collection: 'cases', id: doc.id, overrideAccess: true, depth: 0 })
      if (!seededBefore.get(doc.id)) continue
      expect(after.body).toBeTruthy()
      expect(after.content).toBe(seededBefore.get(doc.id))
    }
  })

  it('moves the old JSON contact_info into the contact fields, and the API answers as before', async () => {
    const before = (await callRoute(facultyRoute.GET, '/api/faculty-introductions')).json.data as {
      id: number
      contact_info: unknown
    }[]
    const postgres = payload.db.name === 'postgres'
    // Put the old column back with the old values, as a database before the migration holds them.
    await run(
      postgres
        ? sql`ALTER TABLE faculty_introductions ADD COLUMN contact_info jsonb`
        : sql`ALTER TABLE faculty_introductions ADD contact_info text`,
    )
    try {
      for (const person of before) {
        const value = JSON.stringify(person.contact_info)
        await run(
          postgres
            ? sql`UPDATE faculty_introductions SET contact_info = ${value}::jsonb WHERE id = ${person.id}`
            : sql`UPDATE faculty_introductions SET contact_info = ${value} WHERE id = ${person.id}`,
        )
      }
      await run(
        sql`UPDATE faculty_introductions SET contact_info_email = NULL, contact_info_phone = NULL, contact_info_wechat = NULL, contact_info_website = NULL, contact_info_form = 'object'`,
      )
      const legacy = await readLegacyFacultyContacts({ db: db(), payload })
      expect(legacy.length).toBe(before.filter((person) => person.contact_info !== null).length)
      await convertToRichText({ db: db(), payload }, legacy)
    } finally {
      await run(sql`ALTER TABLE faculty_introductions DROP COLUMN contact_info`)
    }
    const after = (await callRoute(facultyRoute.GET, '/api/faculty-introductions')).json.data as {
      id: number
      contact_info: unknown
    }[]
    expect(after).toEqual(before)
    expect(new Set(after.map((person) => typeof person.contact_info)).size).toBeGreaterThan(1)
  })
})
