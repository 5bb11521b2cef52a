import { parse } from 'qs-esm'
import type { Where } from 'payload'

const SEARCHABLE = ['name', 'phone', 'wechat', 'email', 'service', 'organization'] as const

/**
 * The admin list's filter, read from the export link's query string in the list's own format
 * (`where[…]` as Payload's list writes it, and `search` over the searchable fields), so the CSV
 * holds what the list shows. Payload checks the fields when the query runs.
 */
export function enquiryExportWhere(request: Request): Where | undefined {
  const query = parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 100 }) as Record<string, unknown>
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object' && !Array.isArray(query.where)) parts.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : ''
  if (search) parts.push({ or: SEARCHABLE.map((field) => ({ [field]: { like: search } })) })
  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0] : { and: parts }
}
