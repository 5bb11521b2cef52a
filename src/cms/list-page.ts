import type { ListPage } from '@/lib/api'

/**
 * One page of a Payload `find` answer as a public list shows it: the mapped items, the page asked
 * for, the number of pages (at least 1, so an empty list has its page) and the total.
 */
export function toListPage<Doc, Item>(
  result: { docs: Doc[]; totalDocs: number; totalPages: number },
  page: number,
  map: (doc: Doc) => Item,
): ListPage<Item> {
  return { items: result.docs.map(map), page, pages: Math.max(1, result.totalPages), total: result.totalDocs }
}
