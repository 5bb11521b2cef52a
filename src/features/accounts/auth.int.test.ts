import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { getPayload } from '@/cms/client'
import { resetRateLimits } from '@/lib/rate-limit'
import { ADMIN, callRoute } from '@/testing/routes'
import { staffTokens } from '@/app/api/_shared/testing'
import * as registerRoute from '@/app/api/auth/register/handler'
import * as loginRoute from '@/app/api/auth/login/handler'
import * as logoutRoute from '@/app/api/auth/logout/handler'
import * as meRoute from '@/app/api/auth/me/handler'
import * as profileRoute from '@/app/api/auth/profile/handler'
import * as changePasswordRoute from '@/app/api/auth/change-password/handler'
import * as forgotRoute from '@/app/api/auth/forgot-password/handler'
import * as resetRoute from '@/app/api/auth/reset-password/handler'
import * as verifyRoute from '@/app/api/auth/verify-email/handler'
import * as resendRoute from '@/app/api/auth/resend-verification/handler'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { findLink, parseEml, type ParsedMail } from '@/cms/admin/eml'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { MSG } from '@/cms/auth/messages'
import { accountUserSchema, authErrorAnswer, messageAnswer, registerAnswer, sessionAnswer, userAnswer } from './schemas'

type Result = Awaited<ReturnType<typeof callRoute>>
type Handler = Parameters<typeof callRoute>[0]

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

beforeEach(() => {
  resetRateLimits()
})

// ---------------------------------------------------------------------------------------------
// Helpers

const uniqueEmail = (label = 'member') => `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`
const strongPassword = () => `Pw-${crypto.randomBytes(6).toString('hex')}`

/** Every key that must never appear in an answer, at any depth. */
const SECRET_KEYS = [
  'hash',
  'salt',
  'password',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'email_verification_hash',
  'email_verification_expires_at',
  'password_reset_hash',
  'password_reset_expires_at',
  'roles',
]

function keysDeep(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, into))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key)
      keysDeep(inner, into)
    }
  }
  return into
}

function expectNoSecrets(result: Result, ...secretValues: string[]) {
  const keys = keysDeep(result.json)
  for (const key of SECRET_KEYS) expect(keys, `answer must not carry ${key}: ${result.text}`).not.toContain(key)
  for (const secret of secretValues) expect(result.text).not.toContain(secret)
}

function expectAuthError(result: Result, status: number, message?: string) {
  expect(result.status, result.text).toBe(status)
  expect(authErrorAnswer.safeParse(result.json).success, result.text).toBe(true)
  expect(result.json.error.message).toMatch(/[\u4e00-\u9fff]/)
  if (message !== undefined) expect(result.json.error.message).toBe(message)
  expect(result.headers.get('cache-control')).toBe('private, no-store')
}

function expectShape(
  result: Result,
  schema: typeof sessionAnswer | typeof userAnswer | typeof messageAnswer,
  status = 200,
) {
  expect(result.status, result.text).toBe(status)
  const parsed = schema.safeParse(result.json)
  expect(
    parsed.success,
    parsed.success ? '' : `${JSON.stringify(parsed.error.issues.slice(0, 3))} in ${result.text}`,
  ).toBe(true)
  expect(result.headers.get('cache-control')).toBe('private, no-store')
}

const post = (handler: Handler, url: string, body?: unknown, options: { token?: string; ip?: string } = {}) =>
  callRoute(handler, url, {
    method: 'POST',
    body,
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : undefined,
  })
const put = (handler: Handler, url: string, body: unknown, token?: string) =>
  callRoute(handler, url, { method: 'PUT', body, token })
const getMe = (token?: string) => callRoute(meRoute.GET, '/api/auth/me', { token })

async function register(fields: { email?: string; password?: string; full_name?: string } = {}) {
  const email = fields.email ?? uniqueEmail()
  const password = fields.password ?? strongPassword()
  const result = await post(registerRoute.POST, '/api/auth/register', {
    email,
    password,
    full_name: fields.full_name ?? '张三',
  })
  expect(result.status, result.text).toBe(201)
  await flushBackgroundTasks()
  // Registration never signs in (its answer is the same for a registered address): sign in next,
  // through the Local API so the tests do not spend the per-address sign-in budget.
  const session = await payload.login({ collection: 'users', data: { email: email.trim().toLowerCase(), password } })
  return {
    email,
    password,
    result,
    token: session.token as string,
    id: session.user!.id as number,
  }
}

async function login(email: string, password: string, ip?: string) {
  return post(loginRoute.POST, '/api/auth/login', { email, password }, { ip })
}

async function storedUser(email: string) {
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as Record<
    string,
    unknown
  > | null
  if (!user) throw new Error(`no user ${email}`)
  return user
}

function outboxMails(): { file: string; mail: ParsedMail }[] {
  if (!fs.existsSync(env.outboxDir)) return []
  return fs
    .readdirSync(env.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => ({ file, mail: parseEml(fs.readFileSync(path.join(env.outboxDir, file), 'utf8')) }))
}

const mailsTo = (email: string) => outboxMails().filter(({ mail }) => mail.to.includes(email))

function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token') ?? ''
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

// ---------------------------------------------------------------------------------------------

describe('POST /api/auth/register', () => {
  it('creates a member, answers without signing in, and mails a Chinese verification link', async () => {
    const { email, result, token } = await register({ full_name: '  李四  ' })
    expectShape(result, registerAnswer, 201)
    expect(result.json).toEqual({
      success: true,
      message: MSG.registerSucceeded,
      data: { access_token: null, expires_at: null, email },
    })
    const me = await getMe(token)
    expect(me.json.data.user).toMatchObject({ email, full_name: '李四', phone: null, email_confirmed_at: null })
    expect(accountUserSchema.safeParse(me.json.data.user).success).toBe(true)
    expectNoSecrets(result)

    const stored = await storedUser(email)
    expect(stored.roles).toEqual(['member'])

    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    const { mail, file } = mails[0]!
    expect(mail.subject).toBe('请验证您的邮箱地址 · 科研学术服务平台')
    expect(mail.text).toContain('李四，您好：')
    expect(mail.text).toContain('72 小时内有效')
    const link = findLink(mail, '/verify-email')
    expect(link).toMatch(new RegExp(`^${env.siteUrl}/verify-email\\?token=`))
    const linkToken = tokenFromLink(link!)
    expect(linkToken.length).toBeGreaterThanOrEqual(43)
    // Only the hash of the link's token is stored.
    expect(stored.email_verification_hash).toBe(sha256(linkToken))
    expect(JSON.stringify(stored)).not.toContain(linkToken)

    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0]).toMatchObject({ kind: 'verify-email', transport: 'outbox', eml_file: file })
    expect(JSON.stringify(outbox.docs[0])).not.toContain(linkToken)
  })

  it('checks every rule in the spec’s order with its exact message', async () => {
    const cases: [unknown, string][] = [
      [{}, MSG.nameRequiredRegister],
      [{ full_name: '   ', email: 'a@b.cn', password: 'Secret-123' }, MSG.nameRequiredRegister],
      [{ full_name: '王五' }, MSG.emailRequired],
      [{ full_name: '王五', email: 'not-an-email', password: 'x' }, MSG.invalidEmail],
      [{ full_name: '王五', email: uniqueEmail(), password: '12345' }, MSG.passwordTooShortRegister],
      [{ full_name: '王五', email: uniqueEmail(), password: 'qwerty123' }, MSG.passwordTooCommon],
      [{ full_name: '王五', email: uniqueEmail(), password: '123456' }, MSG.passwordTooCommon],
      [{ full_name: '王'.repeat(51), email: uniqueEmail(), password: 'Secret-123' }, MSG.nameTooLong],
      [{ full_name: '王五', email: uniqueEmail(), password: 'x'.repeat(129) }, MSG.passwordTooLong],
      [{ full_name: 123, email: uniqueEmail(), password: 'Secret-123' }, '请求内容格式错误'],
      [[1, 2], '请求内容格式错误'],
    ]
    for (const [body, message] of cases) {
      expectAuthError(await post(registerRoute.POST, '/api/auth/register', body), 400, message)
    }
  })

  it('answers a taken address (any case) as a new one and mails its owner instead', async () => {
    const { email, password, id } = await register({ full_name: '原主人' })
    const before = mailsTo(email).length
    const startedAt = Date.now()
    const again = await post(registerRoute.POST, '/api/auth/register', {
      email: email.toUpperCase(),
      password: strongPassword(),
      full_name: '重复',
    })
    const tookMs = Date.now() - startedAt
    const fresh = uniqueEmail('fresh')
    const fresher = await post(registerRoute.POST, '/api/auth/register', {
      email: fresh,
      password: strongPassword(),
      full_name: '新人',
    })
    await flushBackgroundTasks()
    expectShape(again, registerAnswer, 201)
    expect(again.status).toBe(fresher.status)
    // The same answer, apart from the address each one sent.
    expect({ ...again.json, data: { ...again.json.data, email: 'x' } }).toEqual({
      ...fresher.json,
      data: { ...fresher.json.data, email: 'x' },
    })
    // It spent a password hash's time, like a registration does (PBKDF2, 600,000 rounds).
    expect(tookMs).toBeGreaterThan(50)
    // No second account, the owner's password unchanged, and one mail to the owner.
    const accounts = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(accounts.docs.map((doc) => doc.id)).toEqual([id])
    expect((await login(email, password)).status).toBe(200)
    const mails = mailsTo(email).slice(before)
    expect(mails).toHaveLength(1)
    const { mail } = mails[0]!
    expect(mail.subject).toBe('有人使用您的邮箱申请注册 · 科研学术服务平台')
    expect(mail.text).toContain('原主人，您好：')
    expect(mail.text).toContain(`${env.siteUrl}/login`)
    const resetLink = findLink(mail, '/reset-password')!
    expect(resetLink.startsWith(`${env.siteUrl}/reset-password?token=`)).toBe(true)
    // A second attempt within the link's hour mails nobody again.
    await post(registerRoute.POST, '/api/auth/register', { email, password: strongPassword(), full_name: '再来' })
    await flushBackgroundTasks()
    expect(mailsTo(email).slice(before)).toHaveLength(1)
    // The reset link in it works.
    const newPassword = strongPassword()
    const reset = await post(resetRoute.POST, '/api/auth/reset-password', {
      reset_token: tokenFromLink(resetLink),
      new_password: newPassword,
    })
    expect(reset.status, reset.text).toBe(200)
  })

  it('refuses a non-JSON body and broken JSON', async () => {
    const asForm = await callRoute(registerRoute.POST, '/api/auth/register', {
      method: 'POST',
      rawBody: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expectAuthError(asForm, 415)
    const broken = await callRoute(registerRoute.POST, '/api/auth/register', {
      method: 'POST',
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expectAuthError(broken, 400, '请求内容不是有效的 JSON')
  })

  it('ignores a role or a verified date sent with the registration', async () => {
    const email = uniqueEmail()
    const result = await post(registerRoute.POST, '/api/auth/register', {
      email,
      password: strongPassword(),
      full_name: '想当管理员',
      roles: ['admin'],
      email_confirmed_at: '2020-01-01T00:00:00.000Z',
    })
    expect(result.status).toBe(201)
    const stored = await storedUser(email)
    expect(stored.roles).toEqual(['member'])
    expect(stored.email_confirmed_at ?? null).toBeNull()
    await flushBackgroundTasks()
  })

  it('answers 405 in the auth shape for other methods', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const result = await callRoute(registerRoute[method], '/api/auth/register', { method })
      expectAuthError(result, 405, '不支持的请求方法')
    }
    expectAuthError(await callRoute(meRoute.DELETE, '/api/auth/me', { method: 'DELETE' }), 405)
    expectAuthError(await callRoute(profileRoute.GET, '/api/auth/profile'), 405)
  })
})

describe('POST /api/auth/login and the token life cycle', () => {
  it('signs in, answers the token and user, and the token reads /me until logout', async () => {
    const { email, password } = await register()
    const result = await login(email.toUpperCase(), password)
    expectShape(result, sessionAnswer)
    expectNoSecrets(result, password)
    const token = result.json.data.access_token as string

    // The access token expires after 2 hours (and the server-side session with it).
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(claims.exp - claims.iat).toBe(2 * 60 * 60)
    expect(new Date(result.json.data.expires_at).getTime()).toBe(claims.exp * 1000)
    expect(claims).not.toHaveProperty('password')

    const me = await getMe(token)
    expectShape(me, userAnswer)
    expect(me.json.data.user.email).toBe(email)
    expectNoSecrets(me, password)

    const loggedOut = await post(logoutRoute.POST, '/api/auth/logout', undefined, { token })
    expectShape(loggedOut, messageAnswer)
    expectAuthError(await getMe(token), 401, MSG.sessionExpired)
    // Logging out again (or with no token) is harmless.
    expectShape(await post(logoutRoute.POST, '/api/auth/logout', undefined, { token }), messageAnswer)
    const anonymous = await post(logoutRoute.POST, '/api/auth/logout')
    expectShape(anonymous, messageAnswer)
    // The file room's download cookie is forgotten on signing out (a link in the history stops working).
    expect(anonymous.headers.get('set-cookie')).toMatch(/^kyfr=; Path=\/api\/files; Max-Age=0; HttpOnly/)
  })

  it('ends only the session logged out from', async () => {
    const { email, password } = await register()
    const first = (await login(email, password)).json.data.access_token
    const second = (await login(email, password)).json.data.access_token
    await post(logoutRoute.POST, '/api/auth/logout', undefined, { token: first })
    expect((await getMe(first)).status).toBe(401)
    expect((await getMe(second)).status).toBe(200)
  })

  it('keeps every session of concurrent sign-ins, sign-outs and refreshes of one account', async () => {
    const { email, password, token: registered } = await register()
    const cmsCall = (action: 'login' | 'logout' | 'refresh-token', token?: string) =>
      callRoute(cmsRoute.POST, `/cms-api/users/${action}`, {
        method: 'POST',
        params: { slug: ['users', action] },
        body: action === 'login' ? { email, password } : undefined,
        token,
      })
    const leaving = (await login(email, password)).json.data.access_token as string
    const refreshing = (await login(email, password)).json.data.access_token as string
    // Each sign-in spends a few hundred milliseconds on the password before it writes the
    // account's session list: all of these overlap.
    const [site1, site2, site3, cms1, cms2, loggedOut, refreshed] = await Promise.all([
      login(email, password, '198.51.100.31'),
      login(email.toUpperCase(), password, '198.51.100.32'),
      login(email, password, '198.51.100.33'),
      cmsCall('login'),
      cmsCall('login'),
      post(logoutRoute.POST, '/api/auth/logout', undefined, { token: leaving }),
      cmsCall('refresh-token', refreshing),
    ])
    for (const result of [site1, site2, site3]) expect(result.status, result.text).toBe(200)
    for (const result of [cms1, cms2, refreshed]) expect(result.status, result.text).toBe(200)
    expect(loggedOut.status, loggedOut.text).toBe(200)
    const tokens = [
      ...[site1, site2, site3].map((result) => result.json.data.access_token as string),
      ...[cms1, cms2].map((result) => result.json.token as string),
      refreshing,
      registered,
    ]
    for (const token of tokens) expect((await getMe(token)).status).toBe(200)
    expect((await getMe(leaving)).status).toBe(401)
    expect(((await storedUser(email)).sessions as unknown[]).length).toBe(tokens.length)
  })

  it('a password change overlapping sign-ins with the old password is kept, with only its own session', async () => {
    const { email, password, token } = await register()
    const newPassword = strongPassword()
    const cmsLogin = (pass: string) =>
      callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        params: { slug: ['users', 'login'] },
        body: { email, password: pass },
      })
    // A sign-in writes back the whole row it read before checking the password: one that read the
    // row before the change and wrote after it would bring the old password hash back. Sign-ins
    // start every 100 ms while the change checks the current password and hashes the new one.
    const change = put(
      changePasswordRoute.PUT,
      '/api/auth/change-password',
      { current_password: password, new_password: newPassword },
      token,
    )
    const signIns = Array.from({ length: 8 }, (_, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 100)).then(() => cmsLogin(password)),
    )
    const [changed, ...attempts] = await Promise.all([change, ...signIns])
    expect(changed.status, changed.text).toBe(200)
    // Sign-ins before the change are ended by it, those after it are refused: none is left.
    const stale = attempts.filter((result) => result.status === 200)
    for (const result of stale) expect((await getMe(result.json.token)).status).toBe(401)
    expect((await getMe(token)).status).toBe(200)
    expectAuthError(await login(email, password, '198.51.100.41'), 401, MSG.invalidCredentials)
    expect((await login(email, newPassword, '198.51.100.42')).status).toBe(200)
  })

  it('a bulk edit of users overlapping sign-ins keeps the edit and every session', async () => {
    const { email, password, id } = await register()
    await payload.update({ collection: 'users', id, data: { roles: ['sales'] }, overrideAccess: true })
    const { admin } = await staffTokens()
    const cmsLogin = () =>
      callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        params: { slug: ['users', 'login'] },
        body: { email, password },
      })
    // Taking a role away from several accounts at once (the admin list's 编辑 on selected rows)
    // while one of them signs in: a sign-in that read the row before the edit and wrote it after
    // would give the role back.
    const signIns = Array.from({ length: 6 }, (_, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 80)).then(cmsLogin),
    )
    const bulkEdit = new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
      callRoute(cmsRoute.PATCH, `/cms-api/users?where[id][in][0]=${id}&where[id][in][1]=999999`, {
        method: 'PATCH',
        params: { slug: ['users'] },
        body: { roles: ['member'] },
        token: admin,
      }),
    )
    const [edited, ...attempts] = await Promise.all([bulkEdit, ...signIns])
    expect(edited.status, edited.text).toBe(200)
    expect((await storedUser(email)).roles).toEqual(['member'])
    for (const attempt of attempts) {
      expect(attempt.status, attempt.text).toBe(200)
      expect((await getMe(attempt.json.token)).status).toBe(200)
    }
  })

  it('a profile save, a verification and a reset link overlapping sign-ins are all kept, with every session', async () => {
    const { email, password, token } = await register()
    const verificationLink = findLink(mailsTo(email).at(-1)!.mail, '/verify-email')!
    const cmsLogin = () =>
      callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        params: { slug: ['users', 'login'] },
        body: { email, password },
      })
    const later = <T>(ms: number, work: () => Promise<T>) =>
      new Promise((resolve) => setTimeout(resolve, ms)).then(work)
    const signIns = Array.from({ length: 6 }, (_, index) => later(index * 80, cmsLogin))
    const [saved, verified, forgot, ...attempts] = await Promise.all([
      later(120, () => put(profileRoute.PUT, '/api/auth/profile', { full_name: '王五', phone: '13800138000' }, token)),
      later(200, () => post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(verificationLink) })),
      later(280, () => post(forgotRoute.POST, '/api/auth/forgot-password', { email }, { ip: '198.51.100.51' })),
      ...signIns,
    ])
    for (const result of [saved, verified, forgot]) expect(result.status, result.text).toBe(200)
    await flushBackgroundTasks()
    const stored = await storedUser(email)
    expect(stored.full_name).toBe('王五')
    expect(stored.phone).toBe('13800138000')
    expect(stored.email_confirmed_at).toBeTruthy()
    expect(stored.password_reset_hash).toBeTruthy()
    for (const attempt of attempts) {
      expect(attempt.status, attempt.text).toBe(200)
      expect((await getMe(attempt.json.token)).status).toBe(200)
    }
    expect((await getMe(token)).status).toBe(200)
  })

  it('refuses a bulk edit of more than 500 accounts in Chinese, changing none', async () => {
    const marker = `bulk-${crypto.randomBytes(4).toString('hex')}`
    const ids: number[] = []
    for (let index = 0; index < 501; index++) {
      const created = await payload.db.create({
        collection: 'users',
        data: { email: `${marker}-${index}@example.com`, full_name: '批量', roles: ['member'] },
      })
      ids.push(created.id as number)
    }
    try {
      const { admin } = await staffTokens()
      const edited = await callRoute(cmsRoute.PATCH, `/cms-api/users?where[email][like]=${marker}`, {
        method: 'PATCH',
        params: { slug: ['users'] },
        body: { full_name: '改了' },
        token: admin,
      })
      expect(edited.status, edited.text).toBe(400)
      expect(edited.json).toEqual({ errors: [{ message: MSG.bulkAccountLimit }] })
      const changed = await payload.count({
        collection: 'users',
        where: { and: [{ email: { like: marker } }, { full_name: { equals: '改了' } }] },
        overrideAccess: true,
      })
      expect(changed.totalDocs).toBe(0)
      // A member's bulk call is Payload's to refuse, as before.
      const member = await register()
      const refused = await callRoute(cmsRoute.PATCH, `/cms-api/users?where[email][like]=${marker}`, {
        method: 'PATCH',
        params: { slug: ['users'] },
        body: { full_name: '改了' },
        token: member.token,
      })
      expect(refused.status, refused.text).not.toBe(200)
      expect(refused.status).toBeLessThan(500)
    } finally {
      await payload.db.deleteMany({ collection: 'users', where: { email: { like: marker } } })
    }
  })

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const { email } = await register()
    expectAuthError(await login(email, 'Wrong-password-1'), 401, MSG.invalidCredentials)
    expectAuthError(await login(uniqueEmail('nobody'), 'Wrong-password-1'), 401, MSG.invalidCredentials)
  })

  it('validates in order: both fields, then the e-mail format', async () => {
    expectAuthError(await post(loginRoute.POST, '/api/auth/login', {}), 400, MSG.fillAllFields)
    expectAuthError(await post(loginRoute.POST, '/api/auth/login', { email: 'a@b.cn' }), 400, MSG.fillAllFields)
    expectAuthError(
      await post(loginRoute.POST, '/api/auth/login', { email: '  ', password: 'x' }),
      400,
      MSG.fillAllFields,
    )
    expectAuthError(
      await post(loginRoute.POST, '/api/auth/login', { email: 'abc', password: 'x' }),
      400,
      MSG.invalidEmail,
    )
  })

  it('refuses missing, malformed, tampered and foreign tokens on /me', async () => {
    const { token } = await register()
    expectAuthError(await getMe(), 401, MSG.signInRequired)
    expectAuthError(
      await callRoute(meRoute.GET, '/api/auth/me', { headers: { authorization: 'Basic abc' } }),
      401,
      MSG.signInRequired,
    )
    expectAuthError(await getMe('not.a.token'), 401, MSG.sessionExpired)
    const [head, body] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, id: 1 })).toString('base64url')}.${token.split('.')[2]}`
    expectAuthError(await getMe(forged), 401, MSG.sessionExpired)
    // A token signed with another secret.
    const { jwtSign } = await import('payload')
    const { token: foreign } = await jwtSign({
      fieldsToSign: { ...claims },
      secret: 'another-secret',
      tokenExpiration: 3600,
    })
    expectAuthError(await getMe(foreign), 401, MSG.sessionExpired)
  })

  it('refuses a token past its expiry even while its session is open, and one whose session is gone', async () => {
    const { email, token } = await register()
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    const { jwtSign } = await import('payload')
    const { exp: _exp, iat: _iat, ...fields } = claims
    const { token: expired } = await jwtSign({ fieldsToSign: fields, secret: payload.secret, tokenExpiration: -60 })
    const { token: fresh } = await jwtSign({ fieldsToSign: fields, secret: payload.secret, tokenExpiration: 60 })
    expectAuthError(await getMe(expired), 401, MSG.sessionExpired)
    expect((await getMe(fresh)).status).toBe(200)

    const stored = await storedUser(email)
    await payload.db.updateOne({
      collection: 'users',
      id: stored.id as number,
      data: { sessions: [] },
      returning: false,
    })
    expectAuthError(await getMe(token), 401, MSG.sessionExpired)
  })
})

describe('lockout by account and address', () => {
  const loginFrom = (ip: string, email: string, password: string) =>
    post(loginRoute.POST, '/api/auth/login', { email, password }, { ip })

  it('after 5 failures locks that account from that address only; the owner signs in elsewhere', async () => {
    const { email, password } = await register()
    for (let attempt = 0; attempt < 5; attempt++)
      expectAuthError(await loginFrom('198.51.100.201', email, 'Wrong-password-1'), 401, MSG.invalidCredentials)
    expectAuthError(await loginFrom('198.51.100.201', email, password), 423, MSG.accountLocked)
    expectAuthError(await loginFrom('198.51.100.201', email, 'Wrong-password-1'), 423, MSG.accountLocked)
    // Payload's own lock (which would shut the owner out everywhere) is off: no such field is kept.
    expect(Object.keys(await storedUser(email))).not.toContain('lockUntil')
    expectShape(await loginFrom('198.51.100.202', email, password), sessionAnswer)
  })

  it('answers an unknown address exactly like a known one, so the lock tells nothing', async () => {
    const email = uniqueEmail()
    for (let attempt = 0; attempt < 5; attempt++)
      expectAuthError(await loginFrom('198.51.100.203', email, 'Wrong-password-1'), 401, MSG.invalidCredentials)
    expectAuthError(await loginFrom('198.51.100.203', email, 'Wrong-password-1'), 423, MSG.accountLocked)
  })

  it('a password reset from the locked address unlocks it', async () => {
    const { email } = await register()
    const ip = '198.51.100.204'
    for (let attempt = 0; attempt < 5; attempt++) await loginFrom(ip, email, 'Wrong-password-1')
    await post(forgotRoute.POST, '/api/auth/forgot-password', { email }, { ip })
    await flushBackgroundTasks()
    const link = findLink(mailsTo(email).at(-1)!.mail, '/reset-password')!
    const newPassword = strongPassword()
    expectShape(
      await post(
        resetRoute.POST,
        '/api/auth/reset-password',
        { reset_token: tokenFromLink(link), new_password: newPassword },
        { ip },
      ),
      messageAnswer,
    )
    expectShape(await loginFrom(ip, email, newPassword), sessionAnswer)
  })

  it('also holds for Payload’s own login at /cms-api/users/login', async () => {
    const { email, password } = await register()
    const cmsLogin = (ip: string, pass: string) =>
      callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        params: { slug: ['users', 'login'] },
        body: { email, password: pass },
        headers: { 'x-forwarded-for': ip },
      })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await cmsLogin('198.51.100.205', 'Wrong-password-1')).status).toBe(401)
    const locked = await cmsLogin('198.51.100.205', password)
    expect(locked.status).toBe(423)
    expect(locked.json.errors[0].message).toBe(MSG.accountLocked)
    expect((await cmsLogin('198.51.100.206', password)).status).toBe(200)
  })
})

describe('per-IP rate limits', () => {
  it('allows 20 sign-in attempts a minute per address, then answers 429 in Chinese', async () => {
    const ip = '192.0.2.77'
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await post(loginRoute.POST, '/api/auth/login', { email: 'x' }, { ip })
      expect(result.status).toBe(400)
    }
    const limited = await post(loginRoute.POST, '/api/auth/login', { email: 'x' }, { ip })
    expectAuthError(limited, 429)
    expect(limited.json.error.message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试$/)
    // Another address is not affected.
    expect((await post(loginRoute.POST, '/api/auth/login', { email: 'x' }, { ip: '192.0.2.78' })).status).toBe(400)
  })

  it('limits every other auth route too', async () => {
    const { token } = await register()
    const routes: [string, () => Promise<Result>, number][] = [
      ['register', () => post(registerRoute.POST, '/api/auth/register', {}, { ip: '192.0.2.1' }), 20],
      ['forgot-password', () => post(forgotRoute.POST, '/api/auth/forgot-password', {}, { ip: '192.0.2.2' }), 10],
      ['reset-password', () => post(resetRoute.POST, '/api/auth/reset-password', {}, { ip: '192.0.2.3' }), 10],
      ['verify-email', () => post(verifyRoute.POST, '/api/auth/verify-email', {}, { ip: '192.0.2.4' }), 20],
      [
        'change-password',
        () =>
          callRoute(changePasswordRoute.PUT, '/api/auth/change-password', {
            method: 'PUT',
            body: {},
            token,
            headers: { 'x-forwarded-for': '192.0.2.5' },
          }),
        10,
      ],
      [
        'profile',
        () =>
          callRoute(profileRoute.PUT, '/api/auth/profile', {
            method: 'PUT',
            body: {},
            token,
            headers: { 'x-forwarded-for': '192.0.2.6' },
          }),
        30,
      ],
      [
        'resend-verification',
        () => post(resendRoute.POST, '/api/auth/resend-verification', undefined, { ip: '192.0.2.7' }),
        5,
      ],
      ['logout', () => post(logoutRoute.POST, '/api/auth/logout', undefined, { ip: '192.0.2.8' }), 60],
      ['me', () => callRoute(meRoute.GET, '/api/auth/me', { headers: { 'x-forwarded-for': '192.0.2.9' } }), 300],
    ]
    for (const [name, call, budget] of routes) {
      for (let index = 0; index < budget; index++) expect((await call()).status, `${name} #${index + 1}`).not.toBe(429)
      expectAuthError(await call(), 429)
    }
  })

  it('limits Payload’s own login route (/cms-api/users/login) as well', async () => {
    const ip = '192.0.2.99'
    const call = () =>
      callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
        params: { slug: ['users', 'login'] },
        headers: { 'x-forwarded-for': ip },
      })
    for (let attempt = 0; attempt < 20; attempt++) expect((await call()).status).not.toBe(429)
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(limited.text).toContain('请求过于频繁')
  })
})

describe('password storage', () => {
  it('stores PBKDF2-SHA256 with 600,000 iterations and a random salt, proven from the database row', async () => {
    const { email, password } = await register()
    const stored = await storedUser(email)
    const hash = stored.hash as string
    const salt = stored.salt as string
    expect(hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    expect(salt).toMatch(/^[0-9a-f]{64}$/)
    const derived = (iterations: number) => crypto.pbkdf2Sync(password, salt, iterations, 32, 'sha256').toString('hex')
    expect(hash.slice('pbkdf2-sha256-v1:'.length)).toBe(derived(600_000))
    expect(hash.slice('pbkdf2-sha256-v1:'.length)).not.toBe(derived(599_999))
    expect(JSON.stringify(stored)).not.toContain(password)

    const other = await register({ password })
    expect((await storedUser(other.email)).salt).not.toBe(salt)
  })

  it('applies the password policy to accounts created in the admin too', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail(), password: 'password', roles: ['member'] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail(), password: '12ab', roles: ['member'] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('GET/PUT /api/auth/me and PUT /api/auth/profile', () => {
  it('updates name and phone, stores an empty phone as null, and keeps the e-mail and roles', async () => {
    const { email, token } = await register()
    const saved = await put(
      profileRoute.PUT,
      '/api/auth/profile',
      { full_name: ' 赵六 ', phone: '138 0013 8000', email: 'hijack@example.com', roles: ['admin'] },
      token,
    )
    expectShape(saved, userAnswer)
    expect(saved.json.message).toBe(MSG.profileSaved)
    expect(saved.json.data.user).toMatchObject({ email, full_name: '赵六', phone: '138 0013 8000' })

    const cleared = await put(meRoute.PUT, '/api/auth/me', { full_name: '赵六', phone: '' }, token)
    expectShape(cleared, userAnswer)
    expect(cleared.json.data.user.phone).toBeNull()
    expect(
      (await put(meRoute.PUT, '/api/auth/me', { full_name: '赵六', phone: null }, token)).json.data.user.phone,
    ).toBeNull()

    const stored = await storedUser(email)
    expect(stored.email).toBe(email)
    expect(stored.roles).toEqual(['member'])
    expect((await getMe(token)).json.data.user).toMatchObject({ full_name: '赵六', phone: null })
  })

  it('validates the name and phone, and needs a signed-in member', async () => {
    const { token } = await register()
    expectAuthError(
      await put(profileRoute.PUT, '/api/auth/profile', { full_name: '  ', phone: null }, token),
      400,
      MSG.nameRequiredProfile,
    )
    expectAuthError(
      await put(profileRoute.PUT, '/api/auth/profile', { full_name: '甲', phone: 'call me' }, token),
      400,
      MSG.invalidPhone,
    )
    expectAuthError(
      await put(profileRoute.PUT, '/api/auth/profile', { full_name: '甲', phone: 12345 }, token),
      400,
      '请求内容格式错误',
    )
    expectAuthError(await put(profileRoute.PUT, '/api/auth/profile', { full_name: '甲' }), 401, MSG.signInRequired)
  })
})

describe('PUT /api/auth/change-password', () => {
  it('needs the current password, then ends every other session but keeps this one', async () => {
    const { email, password, token } = await register()
    const otherDevice = (await login(email, password)).json.data.access_token

    expectAuthError(
      await put(changePasswordRoute.PUT, '/api/auth/change-password', {}, token),
      400,
      MSG.currentPasswordRequired,
    )
    expectAuthError(
      await put(changePasswordRoute.PUT, '/api/auth/change-password', { current_password: password }, token),
      400,
      MSG.newPasswordRequired,
    )
    expectAuthError(
      await put(
        changePasswordRoute.PUT,
        '/api/auth/change-password',
        { current_password: password, new_password: '123' },
        token,
      ),
      400,
      MSG.passwordTooShortReset,
    )
    expectAuthError(
      await put(
        changePasswordRoute.PUT,
        '/api/auth/change-password',
        { current_password: password, new_password: 'iloveyou' },
        token,
      ),
      400,
      MSG.passwordTooCommon,
    )
    expectAuthError(
      await put(
        changePasswordRoute.PUT,
        '/api/auth/change-password',
        { current_password: password, new_password: password },
        token,
      ),
      400,
      MSG.newPasswordSameAsCurrent,
    )
    expectAuthError(
      await put(
        changePasswordRoute.PUT,
        '/api/auth/change-password',
        { current_password: 'Not-it-123', new_password: strongPassword() },
        token,
      ),
      400,
      MSG.currentPasswordWrong,
    )
    expect((await getMe(otherDevice)).status).toBe(200)

    const newPassword = strongPassword()
    const changed = await put(
      changePasswordRoute.PUT,
      '/api/auth/change-password',
      { current_password: password, new_password: newPassword },
      token,
    )
    expectShape(changed, messageAnswer)
    expectNoSecrets(changed, password, newPassword)

    expect((await getMe(token)).status).toBe(200)
    expectAuthError(await getMe(otherDevice), 401)
    expectAuthError(await login(email, password), 401, MSG.invalidCredentials)
    expectShape(await login(email, newPassword), sessionAnswer)
    expectAuthError(
      await put(changePasswordRoute.PUT, '/api/auth/change-password', {
        current_password: newPassword,
        new_password: strongPassword(),
      }),
      401,
    )
  })
})

describe('forgot and reset password', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    const { email } = await register()
    const unknown = uniqueEmail('ghost')
    const before = outboxMails().length
    const known = await post(forgotRoute.POST, '/api/auth/forgot-password', { email: email.toUpperCase() })
    const missing = await post(forgotRoute.POST, '/api/auth/forgot-password', { email: unknown })
    await flushBackgroundTasks()
    expectShape(known, messageAnswer)
    expect(missing.json).toEqual(known.json)
    expect(missing.status).toBe(known.status)
    expect(mailsTo(unknown)).toHaveLength(0)
    const resetMails = mailsTo(email).filter(({ mail }) => mail.subject.startsWith('重置您的密码'))
    expect(resetMails).toHaveLength(1)
    expect(outboxMails().length).toBe(before + 1)
  })

  it('validates the address in order', async () => {
    expectAuthError(await post(forgotRoute.POST, '/api/auth/forgot-password', {}), 400, MSG.emailRequired)
    expectAuthError(await post(forgotRoute.POST, '/api/auth/forgot-password', { email: 'abc@' }), 400, MSG.invalidEmail)
  })

  it('stores only a SHA-256 of a random token valid for 1 hour, single-use, ending every session', async () => {
    const { email, password, token } = await register()
    await post(forgotRoute.POST, '/api/auth/forgot-password', { email })
    await flushBackgroundTasks()
    const mail = mailsTo(email)
      .filter(({ mail: m }) => m.subject.startsWith('重置您的密码'))
      .at(-1)!.mail
    expect(mail.text).toContain('60 分钟内有效')
    const link = findLink(mail, '/reset-password')!
    expect(link.startsWith(`${env.siteUrl}/reset-password?token=`)).toBe(true)
    const resetToken = tokenFromLink(link)

    const stored = await storedUser(email)
    expect(stored.password_reset_hash).toBe(sha256(resetToken))
    expect(JSON.stringify(stored)).not.toContain(resetToken)
    expect(stored.resetPasswordToken ?? null).toBeNull()
    const expiresIn = new Date(stored.password_reset_expires_at as string).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000)

    // A second request within a minute sends nothing new; the first link stays valid.
    await post(forgotRoute.POST, '/api/auth/forgot-password', { email })
    await flushBackgroundTasks()
    expect(mailsTo(email).filter(({ mail: m }) => m.subject.startsWith('重置您的密码'))).toHaveLength(1)

    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken }),
      400,
      MSG.newPasswordRequired,
    )
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken, new_password: '12345' }),
      400,
      MSG.passwordTooShortReset,
    )
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken, new_password: 'password' }),
      400,
      MSG.passwordTooCommon,
    )

    const newPassword = strongPassword()
    const reset = await post(resetRoute.POST, '/api/auth/reset-password', {
      reset_token: resetToken,
      new_password: newPassword,
    })
    expectShape(reset, messageAnswer)
    expect(reset.json.message).toBe(MSG.resetSucceeded)
    expectNoSecrets(reset, resetToken, newPassword)

    expectAuthError(await getMe(token), 401)
    expectAuthError(await login(email, password), 401, MSG.invalidCredentials)
    expectShape(await login(email, newPassword), sessionAnswer)
    // Used once: the same link is refused.
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', {
        reset_token: resetToken,
        new_password: strongPassword(),
      }),
      400,
      MSG.resetLinkExpired,
    )
    const after = await storedUser(email)
    expect(after.password_reset_hash ?? null).toBeNull()
  })

  it('refuses a missing, unknown or expired token', async () => {
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', { new_password: strongPassword() }),
      400,
      MSG.invalidResetLink,
    )
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: 'abc', new_password: strongPassword() }),
      400,
      MSG.resetLinkExpired,
    )

    const { email } = await register()
    await post(forgotRoute.POST, '/api/auth/forgot-password', { email })
    await flushBackgroundTasks()
    const resetToken = tokenFromLink(findLink(mailsTo(email).at(-1)!.mail, '/reset-password')!)
    const stored = await storedUser(email)
    await payload.db.updateOne({
      collection: 'users',
      id: stored.id as number,
      data: { password_reset_expires_at: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expectAuthError(
      await post(resetRoute.POST, '/api/auth/reset-password', {
        reset_token: resetToken,
        new_password: strongPassword(),
      }),
      400,
      MSG.resetLinkExpired,
    )
  })

  it('replaces Payload’s plain-text forgot-password route for the admin with the hashed one', async () => {
    const { email } = await register()
    const result = await callRoute(cmsRoute.POST, '/cms-api/users/forgot-password', {
      method: 'POST',
      body: { email },
      params: { slug: ['users', 'forgot-password'] },
    })
    expect(result.status, result.text).toBe(200)
    expect(result.json.message).toBe(MSG.forgotAnswer)
    await flushBackgroundTasks()
    const stored = await storedUser(email)
    expect(stored.resetPasswordToken ?? null).toBeNull()
    expect(stored.password_reset_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(findLink(mailsTo(email).at(-1)!.mail, '/reset-password')).toBeTruthy()
  })
})

describe('e-mail verification', () => {
  it('confirms the address with the mailed link once, and /me shows it', async () => {
    const { email, token } = await register()
    const link = findLink(mailsTo(email)[0]!.mail, '/verify-email')!
    const verified = await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(link) })
    expectShape(verified, userAnswer)
    expect(verified.json.message).toBe(MSG.verifySucceeded)
    const confirmedAt = verified.json.data.user.email_confirmed_at
    expect(Math.abs(new Date(confirmedAt).getTime() - Date.now())).toBeLessThan(60_000)
    expect((await getMe(token)).json.data.user.email_confirmed_at).toBe(confirmedAt)

    expectAuthError(
      await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(link) }),
      400,
      MSG.verifyLinkInvalid,
    )
    expectAuthError(await post(verifyRoute.POST, '/api/auth/verify-email', {}), 400, MSG.verifyLinkInvalid)
    expectAuthError(
      await post(resendRoute.POST, '/api/auth/resend-verification', undefined, { token }),
      400,
      MSG.alreadyVerified,
    )
  })

  it('resends a fresh link to a signed-in, unverified member at most once a minute', async () => {
    const { email, token } = await register()
    const firstLink = findLink(mailsTo(email)[0]!.mail, '/verify-email')!
    expectAuthError(
      await post(resendRoute.POST, '/api/auth/resend-verification', undefined, { token }),
      429,
      MSG.mailThrottled,
    )
    const stored = await storedUser(email)
    await payload.db.updateOne({
      collection: 'users',
      id: stored.id as number,
      data: { email_verification_expires_at: new Date(Date.now() + 71 * 60 * 60 * 1000).toISOString() },
      returning: false,
    })
    expectShape(await post(resendRoute.POST, '/api/auth/resend-verification', undefined, { token }), messageAnswer)
    const links = mailsTo(email).map(({ mail }) => findLink(mail, '/verify-email'))
    expect(links).toHaveLength(2)
    // The newest link replaces the old one.
    expectAuthError(await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(firstLink) }), 400)
    expectShape(await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(links[1]!) }), userAnswer)
    // Without a token the address is asked for (someone who cannot sign in yet).
    expectAuthError(await post(resendRoute.POST, '/api/auth/resend-verification', {}), 400)
    expectAuthError(await post(resendRoute.POST, '/api/auth/resend-verification', { email: 'not-an-address' }), 400)
  })

  describe('when REQUIRE_EMAIL_VERIFICATION is on', () => {
    const mutableEnv = env as { requireEmailVerification: boolean }
    beforeEach(() => {
      mutableEnv.requireEmailVerification = true
    })
    afterEach(() => {
      mutableEnv.requireEmailVerification = false
    })

    it('registers without a token and refuses sign-in until the address is verified', async () => {
      const email = uniqueEmail()
      const password = strongPassword()
      const registered = await post(registerRoute.POST, '/api/auth/register', { email, password, full_name: '待验证' })
      expectShape(registered, registerAnswer, 201)
      expect(registered.json.data.access_token).toBeNull()
      await flushBackgroundTasks()

      expectAuthError(await login(email, 'Wrong-password-1'), 401, MSG.invalidCredentials)
      expectAuthError(await login(email, password), 403, MSG.emailNotConfirmed)
      // Payload's own login route obeys it too.
      const viaCms = await callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        body: { email, password },
        params: { slug: ['users', 'login'] },
      })
      expect(viaCms.status).toBe(403)
      expect((await storedUser(email)).sessions ?? []).toEqual([])

      const link = findLink(mailsTo(email)[0]!.mail, '/verify-email')!
      await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(link) })
      expectShape(await login(email, password), sessionAnswer)
    })

    it('resends the verification mail to an address without signing in, answering the same for any address', async () => {
      const email = uniqueEmail()
      const password = strongPassword()
      await post(registerRoute.POST, '/api/auth/register', { email, password, full_name: '收不到邮件' })
      await flushBackgroundTasks()
      expect(mailsTo(email)).toHaveLength(1)
      // Within the resend interval: the same answer, no second mail.
      const early = await post(resendRoute.POST, '/api/auth/resend-verification', { email }, { ip: '192.0.2.41' })
      expectShape(early, messageAnswer)
      expect(early.json.message).toBe(MSG.resendAnswer)
      await flushBackgroundTasks()
      expect(mailsTo(email)).toHaveLength(1)

      const stored = await storedUser(email)
      await payload.db.updateOne({
        collection: 'users',
        id: stored.id as number,
        data: { email_verification_expires_at: new Date(Date.now() + 71 * 60 * 60 * 1000).toISOString() },
        returning: false,
      })
      const unknown = uniqueEmail()
      const answers = [
        await post(
          resendRoute.POST,
          '/api/auth/resend-verification',
          { email: ` ${email.toUpperCase()} ` },
          { ip: '192.0.2.42' },
        ),
        await post(resendRoute.POST, '/api/auth/resend-verification', { email: unknown }, { ip: '192.0.2.43' }),
      ]
      expect(answers.map((answer) => [answer.status, answer.json.message])).toEqual([
        [200, MSG.resendAnswer],
        [200, MSG.resendAnswer],
      ])
      await flushBackgroundTasks()
      expect(mailsTo(unknown)).toHaveLength(0)
      const links = mailsTo(email).map(({ mail }) => findLink(mail, '/verify-email')!)
      expect(links).toHaveLength(2)
      await post(verifyRoute.POST, '/api/auth/verify-email', { token: tokenFromLink(links[1]!) })
      expectShape(await login(email, password), sessionAnswer)
    })

    it('does not hold staff to it', async () => {
      expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200)
    })
  })
})

describe('what a member may not do', () => {
  const cms = (method: string, slug: string[], token: string, body?: unknown) =>
    callRoute(cmsRoute[method as 'GET'], `/cms-api/${slug.join('/')}`, { method, params: { slug }, token, body })

  it('cannot give themself a role or change their e-mail or password through Payload’s REST API', async () => {
    const { email, password, token, id } = await register()
    const patched = await cms('PATCH', ['users', String(id)], token, {
      roles: ['admin'],
      email: 'taken-over@example.com',
      password: strongPassword(),
    })
    expect(patched.status).toBe(403)
    const stored = await storedUser(email)
    expect(stored.roles).toEqual(['member'])
    expect(stored.email).toBe(email)
    expectShape(await login(email, password), sessionAnswer)

    const created = await cms('POST', ['users'], token, {
      email: uniqueEmail(),
      password: strongPassword(),
      roles: ['admin'],
    })
    expect(created.status).toBe(403)
    expect((await cms('DELETE', ['users', String(id)], token)).status).toBe(403)
  })

  it('is refused by the admin panel and by every collection and global write', async () => {
    const { token } = await register()
    // The access description is for staff only (cms/rest-guard.ts).
    expect((await cms('GET', ['access'], token)).status).toBe(403)
    const { admin, editor } = await staffTokens()
    expect((await cms('GET', ['access'], admin)).json.canAccessAdmin).toBe(true)
    expect((await cms('GET', ['access'], editor)).json.canAccessAdmin).toBe(true)

    for (const collection of payload.config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      const created = await cms('POST', [collection.slug], token, { title: 'x', name: 'x' })
      expect(created.status, `POST ${collection.slug}: ${created.text.slice(0, 200)}`).toBe(403)
      const any = await payload.find({ collection: collection.slug, limit: 1, overrideAccess: true, depth: 0 })
      const doc = any.docs[0]
      if (doc) {
        const updated = await cms('PATCH', [collection.slug, String(doc.id)], token, { title: 'x', name: 'x' })
        expect([403, 404], `PATCH ${collection.slug}`).toContain(updated.status)
        const deleted = await cms('DELETE', [collection.slug, String(doc.id)], token)
        expect([403, 404], `DELETE ${collection.slug}`).toContain(deleted.status)
      }
    }
    for (const global of payload.config.globals) {
      const updated = await cms('POST', ['globals', global.slug], token, { brand_name: 'x' })
      expect(updated.status, `POST globals/${global.slug}`).toBe(403)
    }
  })

  it('cannot read other users or the outbox; editors cannot read the outbox either', async () => {
    const { token } = await register()
    const users = await cms('GET', ['users'], token)
    expect(users.status).toBe(200)
    expect(users.json.docs).toHaveLength(1)
    expect(keysDeep(users.json)).not.toContain('hash')
    expect((await cms('GET', ['mail-outbox'], token)).status).toBe(403)
    const { admin, editor } = await staffTokens()
    expect((await cms('GET', ['mail-outbox'], editor)).status).toBe(403)
    const asAdmin = await cms('GET', ['mail-outbox'], admin)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.json.docs.length).toBeGreaterThan(0)
  })
})

describe('no password or token in the logs', () => {
  it('logs none of them through a whole life cycle with failures', async () => {
    const logged: string[] = []
    const record = (...args: unknown[]) => {
      logged.push(
        args
          .map((arg) =>
            arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg),
          )
          .join(' '),
      )
    }
    const spies = [
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(record),
      ),
      ...(['info', 'warn', 'error', 'debug', 'fatal', 'trace'] as const).map((method) =>
        vi.spyOn(payload.logger, method).mockImplementation(record as never),
      ),
    ]
    try {
      const email = uniqueEmail()
      const password = strongPassword()
      const registered = await post(registerRoute.POST, '/api/auth/register', { email, password, full_name: '日志' })
      await flushBackgroundTasks()
      expect(registered.status).toBe(201)
      const accessToken = (await login(email, password)).json.data.access_token as string
      const verifyToken = tokenFromLink(findLink(mailsTo(email)[0]!.mail, '/verify-email')!)
      await login(email, 'Wrong-password-9')
      await login(email, password)
      await post(verifyRoute.POST, '/api/auth/verify-email', { token: verifyToken })
      await post(verifyRoute.POST, '/api/auth/verify-email', { token: verifyToken })
      await post(forgotRoute.POST, '/api/auth/forgot-password', { email })
      await flushBackgroundTasks()
      const resetToken = tokenFromLink(findLink(mailsTo(email).at(-1)!.mail, '/reset-password')!)
      const newPassword = strongPassword()
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken, new_password: 'short' })
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken, new_password: newPassword })
      await post(resetRoute.POST, '/api/auth/reset-password', { reset_token: resetToken, new_password: newPassword })
      await put(
        changePasswordRoute.PUT,
        '/api/auth/change-password',
        { current_password: password, new_password: strongPassword() },
        accessToken,
      )
      await getMe(accessToken)
      await post(logoutRoute.POST, '/api/auth/logout', undefined, { token: accessToken })
      await callRoute(cmsRoute.POST, '/cms-api/users/login', {
        method: 'POST',
        body: { email, password: 'Wrong-password-9' },
        params: { slug: ['users', 'login'] },
      })

      const everything = logged.join('\n')
      for (const secret of [
        password,
        newPassword,
        'Wrong-password-9',
        accessToken,
        verifyToken,
        resetToken,
        sha256(resetToken),
      ]) {
        expect(everything).not.toContain(secret)
      }
    } finally {
      spies.forEach((spy) => spy.mockRestore())
    }
  })
})
