import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { ApiError } from '@/lib/api'

// The caller module reads the request through Payload's auth strategies; here they are replaced
// by a stub that returns whatever user the test sets up and records the headers it was given.
const auth = vi.hoisted(() => ({
  user: null as (User & { _sid?: string }) | null,
  fail: false,
  seen: [] as Headers[],
  pageHeaders: new Headers(),
}))

vi.mock('@/cms/client', () => ({ getPayload: async () => ({}) }))
vi.mock('payload', () => ({
  executeAuthStrategies: async ({ headers }: { headers: Headers }) => {
    auth.seen.push(headers)
    if (auth.fail) throw new Error('database unreachable')
    return { user: auth.user }
  },
}))
vi.mock('next/headers', () => ({ headers: async () => auth.pageHeaders }))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
}))

const { getCaller, requireStaff, requireUser, staffPageCaller, staffPageViewer } = await import('./caller')

const user = (...roles: User['roles']): User => ({
  id: 7,
  email: 'someone@example.com',
  roles,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  collection: 'users',
})

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/x', { headers })
const bearer = { authorization: 'Bearer abc.def.ghi' }
const cookie = { cookie: 'theme=dark; payload-token=abc.def.ghi' }

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ApiError)
  return { status: (error as ApiError).status, message: (error as ApiError).message }
}

beforeEach(() => {
  auth.user = null
  auth.fail = false
  auth.seen = []
  auth.pageHeaders = new Headers()
})

describe('getCaller', () => {
  it('asks Payload nothing when the request carries no credentials', async () => {
    expect(await getCaller(request())).toBeNull()
    expect(await getCaller(request({ authorization: 'Basic dXNlcg==' }))).toBeNull()
    expect(auth.seen).toHaveLength(0)
  })

  it('hands the member API only the Authorization header, never the admin cookie', async () => {
    auth.user = user('member')
    expect(await getCaller(request(cookie), 'bearer')).toBeNull()
    expect(await getCaller(request({ ...bearer, ...cookie }), 'bearer')).toEqual(user('member'))
    expect(auth.seen).toHaveLength(1)
    expect(auth.seen[0]!.get('authorization')).toBe('Bearer abc.def.ghi')
    expect(auth.seen[0]!.get('cookie')).toBeNull()
  })

  it('accepts the cookie on the staff side and passes the request headers on', async () => {
    auth.user = user('editor')
    const found = await getCaller(request({ ...cookie, origin: 'http://localhost' }))
    expect(found?.id).toBe(7)
    expect(auth.seen[0]!.get('cookie')).toContain('payload-token=')
    expect(auth.seen[0]!.get('origin')).toBe('http://localhost')
    expect(auth.seen[0]!.get('DisableAutologin')).toBe('true')
  })

  it('is null when Payload cannot tell who it is or fails', async () => {
    expect(await getCaller(request(bearer))).toBeNull()
    auth.fail = true
    auth.user = user('admin')
    expect(await getCaller(request(bearer))).toBeNull()
  })
})

describe('requireUser', () => {
  it('answers 401 请先登录 without credentials and 401 登录已过期 with dead ones', async () => {
    expect(await rejection(requireUser(request(), 'bearer'))).toEqual({ status: 401, message: '请先登录' })
    expect(await rejection(requireUser(request(cookie), 'bearer'))).toEqual({ status: 401, message: '请先登录' })
    expect(await rejection(requireUser(request(bearer), 'bearer'))).toEqual({
      status: 401,
      message: '登录已过期，请重新登录',
    })
  })
  it('returns the signed-in user, members included', async () => {
    auth.user = user('member')
    expect((await requireUser(request(bearer), 'bearer')).roles).toEqual(['member'])
  })
})

describe('requireStaff', () => {
  it('answers 401 when nobody is signed in and 403 for a member', async () => {
    expect(await rejection(requireStaff(request()))).toEqual({ status: 401, message: '请先登录' })
    expect(await rejection(requireStaff(request(cookie)))).toEqual({ status: 401, message: '请先登录' })
    auth.user = user('member')
    expect(await rejection(requireStaff(request(cookie)))).toEqual({ status: 403, message: '没有权限执行此操作' })
  })
  it('returns admins and editors, from the cookie or the header', async () => {
    auth.user = user('editor')
    expect((await requireStaff(request(cookie))).id).toBe(7)
    auth.user = user('admin')
    expect((await requireStaff(request(bearer))).id).toBe(7)
  })
})

describe('staff pages', () => {
  it('show visitors and members the not-found screen', async () => {
    await expect(staffPageCaller()).rejects.toThrow('NEXT_NOT_FOUND')
    auth.pageHeaders = new Headers(cookie)
    auth.user = user('member')
    await expect(staffPageCaller()).rejects.toThrow('NEXT_NOT_FOUND')
    expect(await staffPageViewer()).toBeNull()
  })
  it('hand staff to the page', async () => {
    auth.pageHeaders = new Headers(cookie)
    auth.user = user('editor')
    expect((await staffPageCaller()).id).toBe(7)
    expect((await staffPageViewer())?.id).toBe(7)
  })
})
