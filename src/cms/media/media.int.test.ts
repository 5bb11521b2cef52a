import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayload } from '@/cms/client'
import { EDITOR, callRoute, tokenFor } from '@/testing/routes'
import { MEDIA_MAX_BYTES } from './rules'

const CTX = { disableRevalidate: true }
let payload: Payload
let editorToken: string

beforeAll(async () => {
  payload = await getPayload()
  editorToken = await tokenFor(EDITOR.email, EDITOR.password)
})

const smallPng = (width = 1200) =>
  sharp({ create: { width, height: 800, channels: 3, background: '#1f66c4' } })
    .png()
    .toBuffer()

/** A real PNG over the limit: random noise does not compress. */
const largePng = () =>
  sharp({
    create: {
      width: 2000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()

let counter = 0
const uniqueName = (ext = 'png') => `media-check-${Date.now()}-${++counter}.${ext}`

async function createImage(alt: string, width?: number) {
  const data = await smallPng(width)
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: uniqueName(), size: data.length },
    context: CTX,
  })
}

const cmsRoute = () => import('@/app/(payload)/cms-api/[...slug]/route')

describe('media uploads', () => {
  it('generate WebP and AVIF sizes under the names the site reads, and keep a focal point', async () => {
    const media = await createImage('蓝色测试底图', 1800)
    expect(media.sizes?.thumbnail?.mimeType).toBe('image/webp')
    expect(media.sizes?.card?.mimeType).toBe('image/webp')
    expect(media.sizes?.hero?.mimeType).toBe('image/webp')
    expect(media.sizes?.card_avif?.mimeType).toBe('image/avif')
    expect(media.sizes?.hero_avif?.mimeType).toBe('image/avif')
    expect(media.sizes?.card?.width).toBe(800)
    expect(media.focalX).toBe(50)
    expect(media.focalY).toBe(50)
  })

  it('refuse an image over 10 MB with a Chinese message, through the local API and REST', async () => {
    const data = await largePng()
    expect(data.length).toBeGreaterThan(MEDIA_MAX_BYTES)
    const size = `${(data.length / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
    const message = `图片过大：${size}，图片素材每张不能超过 10 MB。请压缩或缩小后再上传。`
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: '噪点测试图' },
        file: { data, mimetype: 'image/png', name: uniqueName(), size: data.length },
        context: CTX,
      }),
    ).rejects.toThrow(message)

    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), uniqueName())
    form.set('_payload', JSON.stringify({ alt: '噪点测试图' }))
    const { POST } = await cmsRoute()
    const request = new Request('http://localhost:3000/cms-api/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}`, 'x-forwarded-for': '203.0.113.44' },
      body: form,
    })
    const response = await POST(request, { params: Promise.resolve({ slug: ['media'] }) })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(413)
    expect(body.errors[0].message).toBe(message)
    const stored = await payload.find({ collection: 'media', where: { alt: { equals: '噪点测试图' } }, depth: 0 })
    expect(stored.totalDocs).toBe(0)
  })

  it('require a meaningful alt text', async () => {
    await expect(createImage('')).rejects.toThrow(/替代文字/)
    await expect(createImage('  图片 ')).rejects.toThrow(/替代文字/)
    await expect(createImage('Image')).rejects.toThrow(/替代文字/)
    const data = await smallPng()
    await expect(
      payload.create({
        collection: 'media',
        data: {} as never,
        file: { data, mimetype: 'image/png', name: uniqueName(), size: data.length },
        context: CTX,
      }),
    ).rejects.toThrow(/替代文字/)
    const field = payload.collections.media.config.fields.find((f) => 'name' in f && f.name === 'alt')
    expect(field && 'defaultValue' in field ? field.defaultValue : undefined).toBeUndefined()
  })
})

describe('deleting an image that is still used', () => {
  it('is refused with the list of places, and allowed once they let go of it', async () => {
    const media = await createImage('会议现场照片')
    const category = await payload.create({
      collection: 'categories',
      data: { name: `图片引用测试类目 ${Date.now()}`, is_active: false } as never,
      context: CTX,
    })
    const product = await payload.create({
      collection: 'offerings',
      data: { name: '引用图片的商品', category: category.id, images: [media.id], is_active: false } as never,
      context: CTX,
    })
    const news = await payload.create({
      collection: 'news',
      data: { title: '引用图片的新闻', image: media.id, is_published: false } as never,
      context: CTX,
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const channels = settings.social_channels ?? []
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { social_channels: [...channels, { name: '测试公众号', qr_code: media.id }] },
      context: CTX,
    })

    const expected =
      '这张图片仍在使用，不能删除。使用位置：服务方案“引用图片的商品”（图片）；新闻“引用图片的新闻”（封面图）；站点设置（社交渠道 › 二维码（有则点击弹出））。请先在这些位置换掉或移除它，再删除。'
    await expect(payload.delete({ collection: 'media', id: media.id, context: CTX })).rejects.toThrow(expected)

    // Through the admin's REST API, as an editor: 409 with the same message.
    const { DELETE } = await cmsRoute()
    const refused = await callRoute(DELETE as never, `/cms-api/media/${media.id}`, {
      method: 'DELETE',
      params: { slug: ['media', String(media.id)] },
      token: editorToken,
    })
    expect(refused.status, refused.text).toBe(409)
    expect(refused.json.errors[0].message).toBe(expected)
    expect(await payload.findByID({ collection: 'media', id: media.id, depth: 0 })).toMatchObject({ id: media.id })

    await payload.update({ collection: 'offerings', id: product.id, data: { images: [] }, context: CTX })
    await payload.update({ collection: 'news', id: news.id, data: { image: null }, context: CTX })
    await payload.updateGlobal({ slug: 'site-settings', data: { social_channels: channels }, context: CTX })
    await payload.delete({ collection: 'media', id: media.id, context: CTX })
    const gone = await payload.find({ collection: 'media', where: { id: { equals: media.id } }, depth: 0 })
    expect(gone.totalDocs).toBe(0)
    await payload.delete({ collection: 'offerings', id: product.id, context: CTX })
    await payload.delete({ collection: 'categories', id: category.id, context: CTX })
  })

  it('is refused while an article body embeds one of its files', async () => {
    const media = await createImage('正文插图')
    const file = media.sizes?.card?.filename ?? media.filename
    const news = await payload.create({
      collection: 'news',
      data: {
        title: '正文引用图片的新闻',
        content: `<p>见下图</p><img src="/cms-api/media/file/${file}" alt="正文插图">`,
        is_published: false,
      } as never,
      context: CTX,
    })
    await expect(payload.delete({ collection: 'media', id: media.id, context: CTX })).rejects.toThrow(
      /^这张图片仍在使用，不能删除。使用位置：新闻“正文引用图片的新闻”（.+）。请先/,
    )
    await payload.delete({ collection: 'news', id: news.id, context: CTX })
    await payload.delete({ collection: 'media', id: media.id, context: CTX })
  })
})
