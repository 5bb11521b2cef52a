import type { NumberField } from 'payload'

/** The largest order either way: far beyond any list, small enough for every database's column. */
const SORT_ORDER_LIMIT = 1_000_000

/** The rule as a message, naming the field as the reader knows it (`排序`, or `排序（sort_order）` for API callers). */
export const sortOrderRule = (name: string) => `${name}必须是 -${SORT_ORDER_LIMIT} 到 ${SORT_ORDER_LIMIT} 之间的整数`

export const SORT_ORDER_NOT_INTEGER = sortOrderRule('排序')

/** Whether a stored 排序 value is acceptable: unset, or a whole number within the limit. */
export function isSortOrder(value: unknown): boolean {
  return (
    value === null || value === undefined || (Number.isInteger(value) && Math.abs(value as number) <= SORT_ORDER_LIMIT)
  )
}

/**
 * A collection's 排序 field: 0 unless set, and a whole number wherever it is written (spec part 2 §5:
 * sort_order is parsed as an integer; the admin's number input would otherwise keep 2.5). /api/services
 * applies the same rule (features/catalogue/schemas.ts).
 */
export function sortOrderField({ index = false }: { index?: boolean } = {}): NumberField {
  return {
    name: 'sort_order',
    label: '排序',
    type: 'number',
    defaultValue: 0,
    index,
    admin: { step: 1 },
    validate: (value: unknown) => isSortOrder(value) || SORT_ORDER_NOT_INTEGER,
  }
}
