import { describe, expect, it } from 'vitest'
import * as openapiRoute from '@/app/api/openapi.json/handler'
import { PUBLIC_CACHE_CONTROL, expectMethodsRefused, callRoute } from './testing'

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of every route, account routes included', async () => {
    const result = await callRoute(openapiRoute.GET, '/api/openapi.json')
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toMatch(/application\/json/)
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(result.json.openapi).toBe('3.1.0')
    expect(result.json.info.title).toBe('科研学术服务平台 API')
    const paths = Object.keys(result.json.paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/categories',
        '/api/services/{id}',
        '/api/newsletter',
        '/api/auth/login',
        '/api/auth/me',
      ]),
    )
    expect(result.json.paths['/api/services'].post.security).toBeDefined()
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(openapiRoute, '/api/openapi.json', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})
