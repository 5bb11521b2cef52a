import crypto from 'node:crypto'
import http from 'node:http'
import { expect } from '@playwright/test'

/**
 * Shared by the security harness (fuzz, access-matrix and xss specs): plain HTTP to the seeded
 * instance through node:http (raw paths and bodies, any method), sign-ins that do not spend the
 * shared per-address budget, and users of each role.
 */

export const seededUrl = (): string => process.env.E2E_BASE_URL ?? 'http://localhost:3000'
export const seededOrigin = (): string => new URL(seededUrl()).origin

/**
 * The seeded instance trusts one proxy hop (scripts/e2e.mjs), so the rightmost X-Forwarded-For
 * entry is the client address its rate limits count. A fresh address per call keeps this harness
 * off the budget other specs share (127.0.0.1), and keeps it from running into 429 itself.
 */
export function freshAddress(): string {
  const bytes = crypto.randomBytes(2)
  return `198.18.${bytes[0]}.${bytes[1]! || 1}`
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/** One request exactly as given: the path is not normalised or escaped. */
export function rawRequest(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const url = new URL(seededUrl())
  const body = options.body === undefined ? undefined : Buffer.from(options.body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          'x-forwarded-for': freshAddress(),
          ...options.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${path}`)))
    request.on('error', reject)
    request.end(body)
  })
}

export async function jsonRequest(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: any; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await rawRequest(method, path, {
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  let json: unknown = null
  try {
    json = JSON.parse(response.body)
  } catch {
    json = null
  }
  return { status: response.status, json, text: response.body }
}

export const ADMIN = { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD ?? '' }
export const EDITOR = {
  email: 'editor@keyan.example.com',
  password: process.env.E2E_EDITOR_PASSWORD ?? 'E2e-Editor-Password-2026!',
}

/** Signs in through Payload's REST API (/cms-api/users/login) and returns the token. */
export async function signIn(account: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const answer = await jsonRequest('POST', '/cms-api/users/login', { body: account })
  expect(answer.status, `sign-in of ${account.email}: ${answer.text.slice(0, 300)}`).toBe(200)
  return { token: answer.json.token as string, id: answer.json.user.id as number }
}

export type RoleName = 'member' | 'sales' | 'editor' | 'admin'

/** A new account with exactly `role`, made by the admin, signed in. */
export async function userWithRole(
  adminToken: string,
  role: RoleName,
  label: string,
): Promise<{ token: string; id: number; email: string }> {
  const email = `${label}-${role}-${crypto.randomBytes(4).toString('hex')}@example.com`
  const password = `Harness-${crypto.randomBytes(6).toString('hex')}!`
  const created = await jsonRequest('POST', '/cms-api/users', {
    token: adminToken,
    body: { email, password, full_name: `${role} 测试`, roles: [role], email_confirmed_at: new Date().toISOString() },
  })
  expect(created.status, created.text.slice(0, 300)).toBe(201)
  return { ...(await signIn({ email, password })), email }
}

/** A small seeded pseudo-random generator (mulberry32), so a failing run can be replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Marks of an answer that leaks internals: a stack frame, a server path or a framework dump. */
export function leakIn(body: string): string | null {
  const patterns: [RegExp, string][] = [
    [/\n\s+at [\w$.<>[\] ]+ \(/, 'stack trace'],
    [/\bat (async )?[\w$.]+ \((\/|file:|node:)/, 'stack trace'],
    [/node_modules\//, 'node_modules path'],
    [/\/work\/|\/home\/|\/root\//, 'server path'],
    [/\.next\/server\//, 'build path'],
    [/(TypeError|ReferenceError|SyntaxError|RangeError): /, 'error name'],
    [/SQLITE_|sqlite3?_|drizzle|duplicate key value|relation "/i, 'database error'],
  ]
  for (const [pattern, name] of patterns) if (pattern.test(body)) return name
  return null
}
