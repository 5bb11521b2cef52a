/** A record id from a route segment: digits only, positive, safe; anything else is null (pure; unit-tested). */
export function productIdFromParam(raw: string | null | undefined): number | null {
  const value = raw?.trim() ?? ''
  if (!/^\d{1,12}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
