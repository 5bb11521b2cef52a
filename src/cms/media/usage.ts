import type { Field, Payload, PayloadRequest, Where } from 'payload'

/** One place where an image is used: what holds it and in which field. */
export type MediaUse = { owner: string; field: string }

type RefPath = { path: string[]; label: string[]; polymorphic: boolean }

const labelOf = (field: { label?: unknown; name?: string }): string =>
  typeof field.label === 'string' ? field.label : (field.name ?? '')

const pointsToMedia = (relationTo: string | string[]): boolean =>
  Array.isArray(relationTo) ? relationTo.includes('media') : relationTo === 'media'

/** Every upload or relationship field that can hold an image, through arrays, groups, tabs, rows and blocks. */
export function mediaReferencePaths(fields: Field[], path: string[] = [], label: string[] = []): RefPath[] {
  const found: RefPath[] = []
  for (const field of fields) {
    if ((field.type === 'upload' || field.type === 'relationship') && pointsToMedia(field.relationTo)) {
      found.push({
        path: [...path, field.name],
        label: [...label, labelOf(field)],
        polymorphic: Array.isArray(field.relationTo),
      })
    } else if (field.type === 'array' || (field.type === 'group' && 'name' in field && field.name)) {
      const named = field as { name: string; fields: Field[]; label?: unknown }
      found.push(...mediaReferencePaths(named.fields, [...path, named.name], [...label, labelOf(named)]))
    } else if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible') {
      found.push(...mediaReferencePaths(field.fields, path, label))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          found.push(...mediaReferencePaths(tab.fields, [...path, tab.name], [...label, labelOf(tab)]))
        } else found.push(...mediaReferencePaths(tab.fields, path, label))
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks)
        found.push(...mediaReferencePaths(block.fields, [...path, field.name], [...label, labelOf(field)]))
    }
  }
  return found
}

/** Text fields named `content` hold derived HTML bodies that may embed an image by its URL. */
const htmlBodyFields = (fields: Field[]): string[] =>
  fields
    .filter((field) => 'name' in field && field.name === 'content' && ['text', 'textarea', 'code'].includes(field.type))
    .map((field) => (field as { name: string }).name)

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'value' in value
    ? idOf((value as { value: unknown }).value)
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: unknown }).id
      : value

/** The values found at `path` in `data`, descending through arrays. */
function valuesAt(data: unknown, path: string[]): unknown[] {
  if (data == null) return []
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path))
  if (path.length === 0) return [data]
  if (typeof data !== 'object') return []
  return valuesAt((data as Record<string, unknown>)[path[0]!], path.slice(1))
}

const joinLabel = (label: string[]): string => label.filter(Boolean).join(' › ')

function whereHolds(ref: RefPath, id: number | string): Where {
  const dotted = ref.path.join('.')
  if (ref.polymorphic)
    return { and: [{ [`${dotted}.relationTo`]: { equals: 'media' } }, { [`${dotted}.value`]: { equals: id } }] }
  return { [dotted]: { in: [id] } }
}

/**
 * Where the image `id` (with files `filenames`) is still used: every collection's and global's
 * upload and relationship fields to media, and HTML bodies (`content`) that name one of its files.
 */
export async function findMediaUses(
  payload: Payload,
  id: number | string,
  filenames: string[],
  req?: PayloadRequest,
): Promise<MediaUse[]> {
  const uses: MediaUse[] = []
  const files = filenames.filter(Boolean)
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
    const singular = collection.labels?.singular
    const name = typeof singular === 'string' ? singular : collection.slug
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const ownerOf = (doc: Record<string, unknown>) => {
      const title = doc[titleField]
      return typeof title === 'string' && title.trim() ? `${name}“${title.trim()}”` : `${name} #${String(doc.id)}`
    }
    const checks: Array<{ where: Where; field: string }> = mediaReferencePaths(collection.fields).map((ref) => ({
      where: whereHolds(ref, id),
      field: joinLabel(ref.label),
    }))
    for (const body of htmlBodyFields(collection.fields)) {
      if (files.length)
        checks.push({
          where: { or: files.map((file) => ({ [body]: { contains: file } })) },
          field: labelOf(collection.fields.find((field) => 'name' in field && field.name === body) as never) || body,
        })
    }
    for (const check of checks) {
      const found = await payload.find({
        collection: collection.slug as never,
        where: check.where,
        depth: 0,
        limit: 50,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const doc of found.docs as unknown as Record<string, unknown>[])
        uses.push({ owner: ownerOf(doc), field: check.field })
    }
  }
  for (const global of payload.config.globals) {
    const refs = mediaReferencePaths(global.fields)
    if (!refs.length) continue
    const data = await payload.findGlobal({ slug: global.slug as never, depth: 0, overrideAccess: true, req })
    const name = typeof global.label === 'string' ? global.label : global.slug
    for (const ref of refs) {
      if (valuesAt(data, ref.path).some((value) => String(idOf(value)) === String(id)))
        uses.push({ owner: name, field: joinLabel(ref.label) })
    }
  }
  return uses
}

/** The Chinese refusal listing every place (each once). */
export function stillUsedMessage(uses: MediaUse[]): string {
  const places = [...new Set(uses.map((use) => `${use.owner}（${use.field}）`))]
  return `这张图片仍在使用，不能删除。使用位置：${places.join('；')}。请先在这些位置换掉或移除它，再删除。`
}
