/** Faculty carousel paging (pure; unit-tested). */

export const FACULTY_PER_PAGE_MOBILE = 2
export const FACULTY_PER_PAGE_DESKTOP = 4
export const FACULTY_MOBILE_MAX_WIDTH = 767

export function facultyPerPage(viewportWidth: number): number {
  return viewportWidth <= FACULTY_MOBILE_MAX_WIDTH ? FACULTY_PER_PAGE_MOBILE : FACULTY_PER_PAGE_DESKTOP
}

/** At least one page, so an empty list still has page 0. */
export function pageCount(total: number, perPage: number): number {
  if (total <= 0 || perPage <= 0) return 1
  return Math.ceil(total / perPage)
}

/** The page index kept between 0 and the last page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 0
  return Math.min(Math.max(0, Math.trunc(page)), Math.max(0, pages - 1))
}

export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = clampPage(page, pageCount(items.length, perPage)) * perPage
  return items.slice(start, start + perPage)
}

/** The first `shown` entries and how many more there are (the card's '+N'). */
export function visibleWithRest<T>(items: readonly T[], shown: number): { visible: T[]; rest: number } {
  return { visible: items.slice(0, shown), rest: Math.max(0, items.length - shown) }
}
