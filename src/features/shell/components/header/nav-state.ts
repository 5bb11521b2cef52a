/** Which header entry is current for a path (pure; shared by the desktop bar and the mobile menu). */

export type ActiveRule = { exact: string } | { prefixes: readonly string[] }

export function isActive(pathname: string | null, rule: ActiveRule): boolean {
  if (!pathname) return false
  if ('exact' in rule) return pathname === rule.exact
  return rule.prefixes.some((prefix) => pathname.startsWith(prefix))
}

export const SERVICES_ACTIVE: ActiveRule = { prefixes: ['/services', '/category-products'] }
export const RESOURCES_ACTIVE: ActiveRule = { prefixes: ['/news', '/resources'] }
export const CASES_ACTIVE: ActiveRule = { prefixes: ['/cases'] }

/**
 * A desktop dropdown (服务, 学术资源): closed, open for a look (hover or focus, closes when the
 * pointer or focus leaves) or opened by a click. A pointer click on the label keeps the list that
 * hovering has just opened and closes a list a click opened, so one click opens and the next one
 * closes; a key press (Enter, Space) toggles. Escape, a click outside, leaving, focus moving out
 * and choosing an entry close it.
 */
export type DropdownState = 'closed' | 'peek' | 'clicked'

export type DropdownEvent =
  | 'pointerEnter'
  | 'focusIn'
  | 'pointerClick'
  | 'keyClick'
  | 'pointerLeave'
  | 'focusOut'
  | 'escape'
  | 'outsidePress'
  | 'choose'

export function nextDropdownState(state: DropdownState, event: DropdownEvent): DropdownState {
  switch (event) {
    case 'pointerEnter':
    case 'focusIn':
      return state === 'closed' ? 'peek' : state
    case 'pointerClick':
      return state === 'clicked' ? 'closed' : 'clicked'
    case 'keyClick':
      return state === 'closed' ? 'clicked' : 'closed'
    default:
      return 'closed'
  }
}
