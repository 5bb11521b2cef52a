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
