import { describe, expect, it } from 'vitest'
import { fail, ok, withErrorField } from './api'

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
