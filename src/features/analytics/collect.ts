import 'server-only'
import { clientIp, enforceRateLimit } from '@/lib/rate-limit'
import { env } from '@/lib/env'
import { getPayload } from '@/cms/client'
import { beaconBody } from './schemas'
import { logError } from '@/cms/log'
import { classifySource, deviceClass, isRobot } from '@/cms/analytics/classify'
import { dailySalt, recordPageView, today, visitorHash } from '@/cms/analytics/store'

/** A beacon is a few hundred bytes; anything larger is not ours. */
const MAX_BEACON_BYTES = 2048
/** Per address: generous for a person reading (a view every 2 s for 10 minutes), a wall for a loop. */
const BEACON_RATE_LIMIT = { points: 300, durationSeconds: 600 }

/**
 * Pages of the public site only: no staff screens, no API, no previews, and no member pages (a
 * project's address names the client's project number).
 */
const NOT_COUNTED = /^\/(admin|cms-api|api|_next|preview|profile)(\/|$)/
/** Characters of the site's own paths (ASCII slugs, percent-escapes, Chinese): no backslash, no quote. */
const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~%/\u3400-\u9fff]*$/

/** The path as counted: no query or fragment, no trailing slash, no control characters. */
export function countedPath(value: string): string | null {
  const path = value.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  if (path.startsWith('//') || !PATH_CHARACTERS.test(path)) return null
  if (NOT_COUNTED.test(path)) return null
  return path
}

const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || null

/**
 * Records one page view from the site's beacon. Always answers 204 whatever happens (a robot, a
 * malformed body, a full rate budget, a database fault): a page view is never worth an error shown
 * to a reader, and the answer says nothing about what was counted.
 */
export async function collectPageView(request: Request): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  const userAgent = request.headers.get('user-agent')
  if (isRobot(userAgent)) return done
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BEACON_BYTES) return done
  try {
    const text = await request.text()
    if (text.length > MAX_BEACON_BYTES) return done
    const parsed = beaconBody.safeParse(JSON.parse(text))
    if (!parsed.success) return done
    const path = countedPath(parsed.data.path)
    if (!path) return done
    try {
      await enforceRateLimit(request, 'analytics-beacon', BEACON_RATE_LIMIT)
    } catch {
      return done
    }
    const payload = await getPayload()
    const day = today()
    const salt = await dailySalt(payload, day)
    await recordPageView(payload, {
      day,
      path,
      source: classifySource({
        referrer: parsed.data.referrer,
        utmSource: parsed.data.utm_source,
        userAgent,
        siteHost: new URL(env.siteUrl).hostname,
      }),
      campaign: clean(parsed.data.utm_campaign),
      device: deviceClass(userAgent),
      visitor: visitorHash(salt, clientIp(request), userAgent ?? ''),
    })
  } catch (error) {
    if (!(error instanceof SyntaxError)) await logError('[analytics] page view not recorded', error)
  }
  return done
}
