/** News list category filter: 全部 first, then each distinct category in the order the list shows them. Pure. */

export const ALL_CATEGORIES = '全部'

export function newsCategories(items: readonly { category?: string | null }[]): string[] {
  const seen = new Set<string>()
  for (const item of items) {
    const category = item.category?.trim()
    if (category && category !== ALL_CATEGORIES) seen.add(category)
  }
  return [ALL_CATEGORIES, ...seen]
}

/** The category a `?category=` value selects; anything blank means all. */
export function selectedCategory(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  const trimmed = raw?.trim()
  return trimmed ? trimmed : ALL_CATEGORIES
}

/** The address of page `page` of the news list of `category` (全部: the whole list at /news). */
export function newsListPath(category: string, page = 1): string {
  const base = category === ALL_CATEGORIES ? '/news' : `/news/category/${encodeURIComponent(category)}`
  return page > 1 ? `${base}/page/${page}` : base
}
