import type { PayloadRequest } from 'payload'

/**
 * Slugs under /services/: a service page and a category share the address space
 * (/services/<slug>), so neither may take the other's slug. Used by the slug fields' validation
 * of both collections.
 */

/**
 * Request context key set by the seed only: the spec itself gives five categories the slugs of
 * five service pages (statistical-analysis, editing-journal-selection, grant-project,
 * research-training, english-training; the service page is served at /services/<slug>), so the
 * seed may recreate those. Staff cannot set request context.
 */
export const SEED_SHARED_SLUGS = 'seedSharedServiceSlugs'

const seeding = (req: PayloadRequest | undefined) => Boolean(req?.context?.[SEED_SHARED_SLUGS])

/** Lowercase ASCII letters, digits and single hyphens, with at least one letter (a bare number is a category id). */
const SERVICE_SLUG = /^(?=.*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_REQUIRED = '请填写页面标识。'
export const SLUG_FORMAT =
  '页面标识只能使用小写英文字母、数字和连字符（-），须包含字母，且不能以连字符开头或结尾，例如 english-training。'
export const slugTakenByCategory = (slug: string) => `页面标识“${slug}”已被服务类目使用，请换一个。`
export const slugTakenByServicePage = (slug: string) => `链接标识“${slug}”已被服务页面使用，请换一个。`

export function serviceSlugFormatError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return SLUG_REQUIRED
  return SERVICE_SLUG.test(value) && value.length <= 80 ? null : SLUG_FORMAT
}

async function slugUsedBy(req: PayloadRequest, collection: 'categories' | 'service-pages', slug: string) {
  const { totalDocs } = await req.payload.count({
    collection,
    where: { slug: { equals: slug } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** A new service page's slug: well formed and not a category's slug. */
export async function validateServicePageSlug(
  value: unknown,
  { req, operation }: { req: PayloadRequest; operation?: string },
): Promise<string | true> {
  // The slug cannot change after creation (field access), so only a new page's slug is checked.
  if (operation !== 'create') return true
  const formatError = serviceSlugFormatError(value)
  if (formatError) return formatError
  const slug = value as string
  if (req?.payload && !seeding(req) && (await slugUsedBy(req, 'categories', slug))) return slugTakenByCategory(slug)
  return true
}

/** A category's slug (optional, filled from the name): not a service page's slug. */
export async function validateCategorySlug(
  value: unknown,
  { req, previousValue }: { req: PayloadRequest; previousValue?: unknown },
): Promise<string | true> {
  if (typeof value !== 'string' || value === '' || value === previousValue) return true
  if (req?.payload && !seeding(req) && (await slugUsedBy(req, 'service-pages', value)))
    return slugTakenByServicePage(value)
  return true
}

/** Whether `value` could be a service page's slug (cheap check before a lookup). */
export function isServicePageSlug(value: string): boolean {
  return serviceSlugFormatError(value) === null
}
