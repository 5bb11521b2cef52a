/** Links and ids the header, the mobile menu, the footer and the home page agree on. */

export const CORE_SERVICES_SECTION_ID = 'core-services'

/** Wait after navigating home before scrolling to the services section (spec: 100 ms). */
export const SERVICES_SCROLL_DELAY_MS = 100
export const HEADER_SHADOW_AFTER_PX = 50
export const MOBILE_MENU_CLOSE_AFTER_PX = 10
export const BACK_TO_TOP_AFTER_PX = 300
export const MOBILE_BREAKPOINT_PX = 768

export const RESOURCE_LINKS = [
  { label: '科研新闻', href: '/news' },
  { label: '学术资源中心', href: '/resources' },
] as const

export const POLICY_LINKS = [
  { label: '隐私政策', href: '/privacy' },
  { label: '服务条款', href: '/terms' },
  { label: 'Cookie 政策', href: '/cookies' },
] as const

export const USEFUL_LINKS = [
  { label: '关于我们', href: '/about' },
  { label: '专业团队', href: '/team' },
  { label: '加入我们', href: '/careers' },
  { label: '联系我们', href: '/contact' },
] as const

/** Service hubs that lead on to the tier, course and consulting pages. */
export const SERVICE_HUB_LINKS = [
  { label: '医学SCI辅导', href: '/services/medical-sci-guidance' },
  { label: '科研咨询', href: '/research-consultation' },
] as const

export type NavCategory = { id: number; name: string }

export function categoryHref(id: number): string {
  return `/category-products/${id}`
}

/** The header's About goes to the main site's about page when staff set one, else to /about. */
export function aboutHref(aboutUrl: string | null | undefined): string {
  const url = aboutUrl?.trim()
  if (!url) return '/about'
  return /^(https?:\/\/|\/)/i.test(url) ? url : '/about'
}

/** True when a touch moved more than `threshold` px (in any direction) from where it started. */
export function movedFurtherThan(
  start: { x: number; y: number },
  now: { x: number; y: number },
  threshold: number,
): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) > threshold
}
