/** Numbered pages of a public list (news today): parsing the page segment, and the page bar's window. Pure. */

/**
 * The page number of a `/page/N` segment: a whole number from 2 up, written without a sign or leading
 * zeros. Page 1 has no segment (the list's own address), so `1` is not a page address either.
 */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 2 ? page : null
}

/** How many pages `total` items make at `size` a page (at least one, so an empty list has its page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

export type PageBarItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The numbers the page bar shows: the first and last page, and `around` pages each side of the
 * current one, with a gap (…) where pages are left out. A gap never stands for a single page.
 */
export function pageWindow(current: number, pages: number, around = 1): PageBarItem[] {
  const shown = new Set<number>([1, pages])
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PageBarItem[] = []
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: page - 1 })
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page })
  }
  return items
}
