import type { DeviceClass, TrafficSource } from '@/cms/analytics/sources'

/**
 * What a page view says of itself, classified without keeping it: the source from the landing
 * page's referrer (its host only) or the campaign's utm_source, the device class and whether the
 * browser is a robot. Pure functions, unit-tested.
 */

const HOSTS: [RegExp, TrafficSource][] = [
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)sogou\.com$/, 'sogou'],
  [/(^|\.)(so\.com|360\.cn|360\.com)$/, 'so360'],
  [/(^|\.)bing\.(com|net)$/, 'bing'],
  [/(^|\.)google(\.(com|co))?(\.[a-z]{2,3})?$/, 'google'],
  [/(^|\.)(weixin\.qq\.com|wechat\.com)$/, 'wechat'],
  [/(^|\.)zhihu\.com$/, 'zhihu'],
  [/(^|\.)(xiaohongshu\.com|xhslink\.com|xhscdn\.com)$/, 'xiaohongshu'],
]

const UTM_SOURCES: [RegExp, TrafficSource][] = [
  [/^baidu/, 'baidu'],
  [/^sogou/, 'sogou'],
  [/^(360|so360|so\.com)/, 'so360'],
  [/^bing/, 'bing'],
  [/^google/, 'google'],
  [/^(wechat|weixin|wx|微信)/, 'wechat'],
  [/^(zhihu|知乎)/, 'zhihu'],
  [/^(xiaohongshu|xhs|小红书)/, 'xiaohongshu'],
]

/** The host of an address, or null when it is not one. */
function hostOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null
  } catch {
    return null
  }
}

export function classifySource({
  referrer,
  utmSource,
  userAgent,
  siteHost,
}: {
  referrer?: string | null
  utmSource?: string | null
  userAgent?: string | null
  siteHost: string
}): TrafficSource {
  const host = hostOf(referrer)
  if (host && host !== siteHost.toLowerCase()) {
    for (const [pattern, source] of HOSTS) if (pattern.test(host)) return source
    return 'other'
  }
  const tagged = utmSource?.trim().toLowerCase()
  if (tagged) {
    for (const [pattern, source] of UTM_SOURCES) if (pattern.test(tagged)) return source
    return 'other'
  }
  // WeChat's browser often sends no referrer: its own name in the agent says where the visit began.
  if (userAgent && /MicroMessenger/i.test(userAgent)) return 'wechat'
  return 'direct'
}

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(agent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|HarmonyOS|Windows Phone/i.test(agent)) return 'mobile'
  return 'desktop'
}

/**
 * Crawlers, link previews, monitors and headless tools: never counted. An empty agent is a script.
 */
const ROBOT =
  /bot|spider|crawl|slurp|fetch|preview|monitor|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|node-fetch|axios|okhttp|scrapy|httpclient|YisouSpider|Bytespider|PetalBot|facebookexternalhit|WhatsApp|TelegramBot|Qwantify|AhrefsBot|SemrushBot/i

export function isRobot(userAgent: string | null | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent)
}
