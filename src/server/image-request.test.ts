import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createDrainingServer } from './draining-server.mjs'
import { imageRequestProblem } from './image-request.mjs'

const image = (query: string) => `/_next/image?${query}`

describe('imageRequestProblem', () => {
  it('lets well-formed requests for this site’s images through to Next', () => {
    for (const url of [
      image('url=%2Fcms-api%2Fmedia%2Ffile%2Fhero.webp&w=640&q=75'),
      image('url=/cms-api/media/file/hero-640x360.webp&w=1920&q=75'),
      image('url=%2Fcms-api%2Fmedia%2Ffile%2F%25E5%259B%25BE%25E7%2589%2587.png&w=64&q=75'),
      image('url=/images/brand/logo.png&w=128&q=75'),
      image('url=/cms-api/media/file/a.png%3Fv%3D2&w=384&q=75'),
      image('url=/cms-api/academic-resources/file/cover.png&w=384&q=75'),
    ]) {
      expect(imageRequestProblem(url, 'GET'), url).toBeNull()
    }
    expect(imageRequestProblem(image('url=/cms-api/media/file/a.png&w=640&q=75'), 'HEAD')).toBeNull()
  })

  it('leaves every other path alone', () => {
    expect(imageRequestProblem('/_next/image-x?url=%', 'GET')).toBeNull()
    expect(imageRequestProblem('/news/%', 'POST')).toBeNull()
    expect(imageRequestProblem(undefined, 'GET')).toBeNull()
  })

  it('refuses a crafted or foreign url with a Chinese 400', () => {
    for (const query of [
      'url=/cms-api/media/file/hero.webp%3Benv%3B&w=640&q=75',
      'url=%2Fcms-api%2Fmedia%2Ffile%2F%25&w=640&q=75',
      'url=/cms-api/media/file/%E4%B8&w=640&q=75',
      'url=/cms-api/media/file/..%2F..%2Fetc%2Fpasswd&w=640&q=75',
      'url=/cms-api/media/file/a%00.png&w=640&q=75',
      'url=http://evil.example/x.png&w=640&q=75',
      'url=//evil.example/x.png&w=640&q=75',
      'url=/%5Cevil.example/x.png&w=640&q=75',
      'url=javascript:alert(1)&w=640&q=75',
      'url=/api/auth/me&w=640&q=75',
      'url=/images/../cms-api/users&w=640&q=75',
      'url=&w=640&q=75',
      'w=640&q=75',
      'url=/images/a.png&url=/images/b.png&w=640&q=75',
      `url=/cms-api/media/file/${'a'.repeat(2000)}.png&w=640&q=75`,
      'url=/cms-api/media/file/a.png%3Fx%3D%3Cscript%3E&w=640&q=75',
      // A confidential upload never passes through the optimizer (or its cache).
      'url=/cms-api/project-files/file/invoice.pdf&w=640&q=75',
      'url=/cms-api/users/file/a.png&w=640&q=75',
    ]) {
      const problem = imageRequestProblem(image(query), 'GET')
      expect(problem, query).toEqual({ status: 400, message: '图片地址无效：只能显示本站的图片，请检查链接是否完整' })
    }
  })

  it('refuses widths and qualities that next.config.ts does not serve', () => {
    for (const w of ['', '0', '-1', '641', 'abc', '99999999', '640&w=828']) {
      expect(imageRequestProblem(image(`url=/images/a.png&w=${w}&q=75`), 'GET')?.message, w).toMatch(
        /^图片宽度无效：w 只能是 64、128、256、384、640、828、1200、1920 之一$/,
      )
    }
    for (const q of ['', '0', '100', 'x', '75.0']) {
      expect(imageRequestProblem(image(`url=/images/a.png&w=640&q=${q}`), 'GET')).toEqual({
        status: 400,
        message: '图片质量无效：q 只能是 75',
      })
    }
    expect(imageRequestProblem(image('url=/images/a.png&w=640'), 'GET')?.status).toBe(400)
  })

  it('answers other methods 405', () => {
    expect(imageRequestProblem(image('url=/images/a.png&w=640&q=75'), 'POST')).toEqual({
      status: 405,
      message: '不支持的请求方法',
    })
  })
})

describe('the server answers a bad image request before Next', () => {
  const servers: { close: () => void }[] = []
  afterEach(() => servers.splice(0).forEach((server) => server.close()))

  it('400 in Chinese, as plain text, without calling the handler', async () => {
    let called = 0
    const { server } = createDrainingServer(
      async (_request, response) => {
        called += 1
        response.end('next')
      },
      { trustedHops: 0, graceMs: 1000 },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const bad = await fetch(`${base}/_next/image?url=/cms-api/media/file/x.png%3Benv%3B&w=640&q=75`)
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(bad.headers.get('cache-control')).toBe('no-store')
    expect(await bad.text()).toBe('图片地址无效：只能显示本站的图片，请检查链接是否完整')
    expect(called).toBe(0)
    const good = await fetch(`${base}/_next/image?url=/cms-api/media/file/x.png&w=640&q=75`)
    expect(await good.text()).toBe('next')
    expect(called).toBe(1)
  })

  it('hands Next the long form of a short /img/ address, and refuses a crafted one first', async () => {
    const seen: (string | undefined)[] = []
    const { server } = createDrainingServer(
      async (request, response) => {
        seen.push(request.url)
        response.end('next')
      },
      { trustedHops: 0, graceMs: 1000 },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const good = await fetch(`${base}/img/640/media/x.png`)
    expect(await good.text()).toBe('next')
    expect(seen).toEqual(['/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fx.png&w=640&q=75'])
    const crafted = await fetch(`${base}/img/640/media/x.png%3Benv%3B`)
    expect(crafted.status).toBe(400)
    expect(await crafted.text()).toBe('图片地址无效：只能显示本站的图片，请检查链接是否完整')
    const width = await fetch(`${base}/img/641/media/x.png`)
    expect(width.status).toBe(400)
    expect(await width.text()).toMatch(/^图片宽度无效/)
    expect(seen).toHaveLength(1)
  })
})
