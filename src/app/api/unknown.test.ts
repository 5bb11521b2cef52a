import { describe, expect, it } from 'vitest'
import { GET, POST } from './[...unknown]/route'

describe('unknown /api paths', () => {
  it('answer a JSON 404 in Chinese for any method', async () => {
    for (const handler of [GET, POST]) {
      const response = handler()
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ success: false, message: '接口不存在' })
    }
  })
})
