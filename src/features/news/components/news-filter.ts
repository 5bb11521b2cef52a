/** News list category filter: 全部 first, then each distinct category in the order the list shows them. Pure. */

export const ALL_CATEGORIES = '全部'

export function newsCategories(items: readonly { category: string | null }[]): string[] {
  const seen = new Set<string>()
  for (const item of items) {
    const category = item.category?.trim()
    if (category && category !== ALL_CATEGORIES) seen.add(category)
  }
  return [ALL_CATEGORIES, ...seen]
}

export function filterByCategory<T extends { category: string | null }>(items: readonly T[], category: string): T[] {
  if (category === ALL_CATEGORIES) return [...items]
  return items.filter((item) => item.category?.trim() === category)
}

/** The category a `?category=` value selects; anything blank means all. */
export function selectedCategory(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  const trimmed = raw?.trim()
  return trimmed ? trimmed : ALL_CATEGORIES
}
