import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_PAGE, fail, ok, okPage, pageParam, withErrorField } from './api'

describe('withErrorField', () => {
  it('names a failure’s message `error` too, keeping its status and headers', async () => {
    const handler = withErrorField(async () => fail(500, '服务器内部错误，请稍后重试', { 'X-Test': 'kept' }))
    const response = await handler()
    expect(response.status).toBe(500)
    expect(response.headers.get('x-test')).toBe('kept')
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      success: false,
      message: '服务器内部错误，请稍后重试',
      error: '服务器内部错误，请稍后重试',
    })
  })

  it('leaves a successful answer as it is', async () => {
    const answer = ok([{ id: 1 }], '获取学术资源成功', { headers: { 'Cache-Control': 'public, s-maxage=60' } })
    const response = await withErrorField(async () => answer)()
    expect(response).toBe(answer)
    expect(await response.json()).toEqual({ success: true, data: [{ id: 1 }], message: '获取学术资源成功' })
  })

  it('passes its arguments through to the handler', async () => {
    const handler = withErrorField(async (request: Request) => fail(404, `未找到：${new URL(request.url).pathname}`))
    expect(await (await handler(new Request('http://localhost/x'))).json()).toMatchObject({ error: '未找到：/x' })
  })
})

describe('pageParam and okPage', () => {
  const schema = z.object({ page: pageParam() })

  it('reads no page as the unpaged answer and whole numbers from 1 as pages', () => {
    expect(schema.parse({}).page).toBeUndefined()
    expect(schema.parse({ page: '' }).page).toBeUndefined()
    expect(schema.parse({ page: '1' }).page).toBe(1)
    expect(schema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE)
  })

  it('refuses anything else in Chinese', () => {
    for (const page of ['0', '-1', '1.5', '1e3', 'abc', ' 2', String(MAX_PAGE + 1), '0x10']) {
      const result = schema.safeParse({ page })
      expect(result.success, page).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(`page 必须是 1 到 ${MAX_PAGE} 之间的整数`)
    }
  })

  it('answers the page’s items as data beside the pagination of the list', async () => {
    const response = okPage({ items: [{ id: 3 }], page: 2, pages: 2, total: 3 }, 2, '获取成功')
    expect(await response.json()).toEqual({
      success: true,
      data: [{ id: 3 }],
      message: '获取成功',
      pagination: { page: 2, limit: 2, total: 3, pages: 2 },
    })
  })
})
