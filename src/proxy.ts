import { NextResponse, type NextRequest } from 'next/server'
import { adminPolicyWithNonce } from '@/lib/content-security-policy.mjs'
import { RedirectTableCache, type RedirectRule } from '@/lib/redirects'

/**
 * Two jobs before a page renders. The admin's pages get a Content-Security-Policy with a nonce of
 * their own (they are rendered per request; Next puts the nonce on its scripts when the request
 * carries the policy), so no inline script but Next's own runs there. Every other page: staff
 * redirects (重定向), answered before any page renders: 301/308 to the new address. The table
 * comes from this app's own GET /api/redirects (a cached read) and is kept in memory, read again
 * every 2 seconds at most, so a cached page costs one map lookup more. See
 * docs/decisions/2026-11-23-seo-and-redirects.md.
 */
const port = process.env.PORT?.trim() || '3000'

async function loadRules(origin: string): Promise<RedirectRule[]> {
  const response = await fetch(`${origin}/api/redirects`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(3000),
  })
  if (!response.ok) throw new Error(`GET /api/redirects answered ${response.status}`)
  const body = (await response.json()) as { data?: RedirectRule[] }
  return Array.isArray(body.data) ? body.data : []
}

// This process listens on PORT of every interface (scripts/serve.mjs); INTERNAL_URL overrides.
const internalOrigin = process.env.INTERNAL_URL?.trim().replace(/\/$/, '') || `http://127.0.0.1:${port}`
const table = new RedirectTableCache(() => loadRules(internalOrigin))

function withAdminNonce(request: NextRequest): NextResponse {
  const policy = adminPolicyWithNonce(Buffer.from(crypto.randomUUID()).toString('base64'))
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

const isAdminPage = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

export async function proxy(request: NextRequest) {
  // `next dev` evaluates modules with eval: the nonce policy is for the production server.
  if (isAdminPage(request.nextUrl.pathname)) {
    return process.env.NODE_ENV === 'production' ? withAdminNonce(request) : NextResponse.next()
  }
  const rule = (await table.get()).find(request.nextUrl.pathname, request.nextUrl.search)
  if (!rule) return NextResponse.next()
  const target = /^https?:\/\//i.test(rule.to) ? new URL(rule.to) : new URL(rule.to, request.nextUrl.origin)
  // A target without its own query string keeps the visitor's (campaign tags and the like).
  if (!target.search && request.nextUrl.search && !rule.from.includes('?')) target.search = request.nextUrl.search
  return NextResponse.redirect(target, rule.status)
}

export const config = {
  // The admin's pages (their nonce), and everything a visitor may have an old link to: never Next's
  // assets or the APIs.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/((?!_next/|api/|cms-api/|admin/|admin$|favicon\\.ico|icon\\.svg|apple-icon\\.png|sitemap\\.xml|sitemaps/|robots\\.txt|manifest\\.webmanifest).*)',
  ],
}
