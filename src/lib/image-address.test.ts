import { describe, expect, it } from 'vitest'
import { expandShortImageAddress, shortImageAddress } from './image-address.mjs'
import { imageRequestProblem } from '@/server/image-request.mjs'

describe('shortImageAddress', () => {
  it('shortens an upload of any collection, keeping its escaped file name', () => {
    expect(shortImageAddress('/cms-api/media/file/hero-800x500.webp', 640)).toBe('/img/640/media/hero-800x500.webp')
    expect(shortImageAddress('/cms-api/academic-resources/file/cover.png', 64)).toBe(
      '/img/64/academic-resources/cover.png',
    )
    expect(shortImageAddress('/cms-api/media/file/%E5%9B%BE%E7%89%87.png', 128)).toBe(
      '/img/128/media/%E5%9B%BE%E7%89%87.png',
    )
  })

  it('has none for other sources', () => {
    for (const source of [
      '/images/brand/logo.png',
      '/cms-api/media/file/a.png?v=2',
      '/cms-api/media/file/',
      '/cms-api/media/file/a/b.png',
      'https://cdn.example/x.png',
      '/cms-api/Media/file/a.png',
    ]) {
      expect(shortImageAddress(source, 640), source).toBeNull()
    }
    expect(shortImageAddress('/cms-api/media/file/a.png', 0)).toBeNull()
    expect(shortImageAddress('/cms-api/media/file/a.png', 64.5)).toBeNull()
  })
})

describe('expandShortImageAddress', () => {
  it('gives Next the address its own loader would have written', () => {
    expect(expandShortImageAddress('/img/640/media/hero-800x500.webp')).toBe(
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fhero-800x500.webp&w=640&q=75',
    )
    // The escaped name is escaped again inside the query, as Next's loader does with the source.
    expect(expandShortImageAddress('/img/128/media/%E5%9B%BE%E7%89%87.png')).toBe(
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2F%25E5%259B%25BE%25E7%2589%2587.png&w=128&q=75',
    )
  })

  it('round-trips every upload address', () => {
    const source = '/cms-api/media/file/%E5%9B%BE%20one.webp'
    const expanded = expandShortImageAddress(shortImageAddress(source, 384)!)!
    const query = new URLSearchParams(expanded.split('?')[1])
    expect(query.get('url')).toBe(source)
    expect(query.get('w')).toBe('384')
    expect(imageRequestProblem(expanded, 'GET')).toBeNull()
  })

  it('leaves every other address alone', () => {
    for (const url of [
      undefined,
      '/',
      '/img',
      '/images/a.png',
      '/_next/image?url=%2Fimages%2Fa.png&w=64&q=75',
      '/news/img/1',
    ]) {
      expect(expandShortImageAddress(url), String(url)).toBeNull()
    }
  })

  it('turns a malformed or crafted short address into a request the image check refuses in Chinese', () => {
    const urlMessage = '图片地址无效：只能显示本站的图片，请检查链接是否完整'
    for (const url of [
      '/img/',
      '/img/640',
      '/img/640/media',
      '/img/640/media/',
      '/img/640/media/a/b.png',
      '/img/640/media/a.png?v=2',
      '/img/640/media/a.png%3Benv%3B',
      '/img/640/media/..',
      '/img/640/media/%2e%2e%2fusers',
      '/img/640/media/%E4%B8',
      '/img/640/Media/a.png',
      '/img/640/../users/a.png',
    ]) {
      const expanded = expandShortImageAddress(url)
      expect(expanded, url).not.toBeNull()
      expect(imageRequestProblem(expanded!, 'GET'), url).toEqual({ status: 400, message: urlMessage })
    }
    for (const width of ['641', 'abc', '0', '']) {
      const expanded = expandShortImageAddress(`/img/${width}/media/a.png`)!
      expect(imageRequestProblem(expanded, 'GET')?.status, width).toBe(400)
    }
    expect(imageRequestProblem(expandShortImageAddress('/img/641/media/a.png')!, 'GET')?.message).toMatch(
      /^图片宽度无效/,
    )
    expect(imageRequestProblem(expandShortImageAddress('/img/640/media/a.png')!, 'POST')?.status).toBe(405)
  })
})
