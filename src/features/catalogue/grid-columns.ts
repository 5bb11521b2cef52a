/** Wide-screen column classes the category grid may use (written out for Tailwind to find). */
const WIDE_COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const

/**
 * How many columns the category grid takes on wide screens for `count` cards: three, unless four
 * or five fill the last row better (ten categories in threes left 英语培训 alone on the last row).
 */
export function wideColumnsFor(count: number): keyof typeof WIDE_COLUMNS {
  // How full the last row is (1 = full); fewer columns win a tie.
  const lastRowFill = (columns: number) => (count % columns || columns) / columns
  let best: keyof typeof WIDE_COLUMNS = 3
  for (const columns of [4, 5] as const)
    if (count >= columns && lastRowFill(columns) > lastRowFill(best)) best = columns
  return best
}

export function wideColumnsClass(count: number): string {
  return WIDE_COLUMNS[wideColumnsFor(count)]
}
