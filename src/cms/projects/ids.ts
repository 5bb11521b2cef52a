/** The id of a relationship value, whether Payload gives it as an id or as the related document. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}
