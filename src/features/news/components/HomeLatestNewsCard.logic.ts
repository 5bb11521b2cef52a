/** Index into a list of `total` items, wrapping past either end (previous of the first is the last). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0
  return ((index % total) + total) % total
}
