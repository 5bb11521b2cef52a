import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getPayload } from '@/cms/client'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { callRoute, memberToken, staffTokens } from '@/app/api/_shared/testing'

const get = (path: string, token?: string) => {
  const slug = path.split('/').filter(Boolean)
  return callRoute(cmsApi.GET as Parameters<typeof callRoute>[0], `/cms-api/${path}`, {
    method: 'GET',
    params: { slug },
    token,
  })
}

let member: string
let editor: string
beforeAll(async () => {
  member = await memberToken()
  editor = (await staffTokens()).editor
})

describe('Payload’s REST API, guarded', () => {
  it('describes access rules to staff only', async () => {
    for (const token of [undefined, member]) {
      const answer = await get('access', token)
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({ errors: [{ message: '没有权限执行此操作' }] })
    }
    const staff = await get('access', editor)
    expect(staff.status).toBe(200)
    expect(staff.json.collections.news).toBeTruthy()
  })

  it('answers 404, not 500, for the versions of something that keeps none', async () => {
    for (const [path, token] of [
      ['categories/versions', editor],
      ['categories/versions/1', editor],
      ['users/versions', member],
      ['globals/site-settings/versions', editor],
    ] as const) {
      const answer = await get(path, token)
      expect(answer.status, path).toBe(404)
      expect(answer.json).toEqual({ errors: [{ message: '该内容没有历史版本' }] })
    }
  })

  it('answers 404, not 500, for a file nobody uploaded and for an id that is not a number', async () => {
    for (const path of ['media/file/x.png;env;', 'media/file/no-such-file.png']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.json).toEqual({ errors: [{ message: '文件不存在' }] })
    }
    for (const path of ['services/fz1', 'products/..%2F..%2F']) {
      const answer = await get(path)
      expect(answer.status, path).toBeLessThan(500)
    }
    const badWhere = await get('media?where[or][0][id][in]=abc')
    expect(badWhere.status).toBeLessThan(500)
  })

  it('answers a document address whose id is no number before Payload looks it up, so nothing is logged as a fault', async () => {
    const payload = await getPayload()
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      for (const path of ['services/fz1', 'news/abc', 'offerings/1.5']) {
        const answer = await get(path)
        expect(answer.status, path).toBe(404)
        expect(answer.json, path).toEqual({ errors: [{ message: '未找到该内容' }] })
      }
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
    // The collections' own endpoints at the same place still answer.
    expect((await get('users/me', member)).status).toBe(200)
    expect((await get('news/count')).status).toBe(200)
    expect((await get('news/versions', editor)).status).toBe(200)
  })

  it('leaves every other call to Payload', async () => {
    expect((await get('categories', editor)).status).toBe(200)
    expect((await get('no-such-collection/versions', editor)).status).toBe(404)
  })
})
