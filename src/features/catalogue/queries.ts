import 'server-only'
import type { BackLinkCategory } from '@/features/catalogue/product-back-link'
import type { Caller } from '@/cms/auth/caller'
import { statusOf, type Previewed } from '@/cms/drafts'
import { getPayload } from '@/cms/client'
import { findLatestDraft } from '@/cms/latest-draft'
import { logWarning } from '@/cms/log'
import type { Payload } from 'payload'
import { cachedRead } from '@/lib/cache'
import { serializeOffering } from '@/lib/offerings'
import { serializeConsultingService, type ConsultingService } from './content/consulting'
import { getProductSections, sectionsOf, type ProductSections } from './product-sections'
import {
  serializeCategory,
  serializeCoreProject,
  serializeProduct,
  serializeService,
  serializeServiceMenuItem,
  type CategoryDTO,
  type ProductDTO,
} from './serialize'

// Visitor view: access rules (is_active) apply because overrideAccess is false and no user is given.
const visitor = { overrideAccess: false, depth: 1 } as const

export const listCategories = cachedRead('categories:list', ['categories'], async (): Promise<CategoryDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'categories',
    ...visitor,
    sort: 'sort_order',
    limit: 200,
    pagination: false,
  })
  return result.docs.map(serializeCategory)
})

/** A category by numeric id (as string or number) or by slug; null when none is visible. */
export async function findCategory(idOrSlug: string): Promise<CategoryDTO | null> {
  const categories = await listCategories()
  let key: string
  try {
    key = decodeURIComponent(idOrSlug).trim()
  } catch {
    return null // malformed percent-encoding matches no category
  }
  const exact = categories.find((category) => String(category.id) === key || category.slug === key)
  if (exact) return exact
  // The spec matches the id as a number too: `01` is category 1 (unless a slug is `01`).
  const asNumber = /^\d{1,15}$/.test(key) ? Number(key) : NaN
  return categories.find((category) => category.id === asNumber) ?? null
}

export const listProductsByCategory = cachedRead(
  'offerings:by-category',
  ['offerings', 'categories'],
  async (categoryId: number): Promise<ProductDTO[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'offerings',
      ...visitor,
      where: { category: { equals: categoryId } },
      sort: 'sort_order',
      limit: 500,
      pagination: false,
    })
    return result.docs.map(serializeProduct)
  },
)

export const getProduct = cachedRead(
  'offerings:one',
  ['offerings', 'categories'],
  async (id: number): Promise<ProductDTO | null> => {
    const payload = await getPayload()
    const result = await payload.find({ collection: 'offerings', ...visitor, where: { id: { equals: id } }, limit: 1 })
    const product = result.docs[0]
    if (!product) return null
    // An offering of a hidden (inactive) category is hidden too (read access already says so; the
    // category arrives as a bare id only when it could not be read).
    if (typeof product.category === 'number') return null
    return serializeProduct(product)
  },
)

export const listServices = cachedRead('services:list', ['services', 'offerings'], async () => {
  const payload = await getPayload()
  const [services, offerings] = await Promise.all([
    payload.find({ collection: 'services', ...visitor, sort: 'sort_order', limit: 500, pagination: false }),
    payload.find({
      collection: 'offerings',
      ...visitor,
      depth: 0,
      where: { services: { exists: true } },
      limit: 2000,
      pagination: false,
    }),
  ])
  const priced = offerings.docs.map(serializeOffering)
  return services.docs.map((service) => serializeService(service, priced))
})

/** The spec's core projects: active offerings of kind 核心项目 or 测试服务, in order. */
export const listCoreProjects = cachedRead('offerings:core-projects', ['offerings'], async () => {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'offerings',
    ...visitor,
    where: { kind: { in: ['core-project', 'test-service'] } },
    sort: 'sort_order',
    limit: 500,
    pagination: false,
  })
  return result.docs.map(serializeCoreProject)
})

/** Active core projects whose title contains 测试 (the test-services page). */
export async function listTestServices() {
  return (await listCoreProjects()).filter((project) => project.title.includes('测试'))
}

/** The consulting services (service pages with template 科研咨询详情), in sort order. */
export const listConsultingServices = cachedRead(
  'service-pages:consulting',
  ['service-pages'],
  async (): Promise<ConsultingService[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'service-pages',
      ...visitor,
      where: { template: { equals: 'consulting' } },
      sort: 'sort_order',
      limit: 100,
      pagination: false,
    })
    return result.docs.map(serializeConsultingService)
  },
)

export type ConsultingDetailData = { service: ConsultingService; others: ConsultingService[] }

/** One consulting service's detail page and the other consulting services; null when hidden or not one. */
export async function getConsultingDetail(slug: string): Promise<ConsultingDetailData | null> {
  const services = await listConsultingServices()
  const service = services.find((candidate) => candidate.id === slug)
  return service ? { service, others: services.filter((other) => other.id !== slug) } : null
}

export const listServiceMenu = cachedRead('service-menu:list', ['service-menu'], async () => {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'service-menu',
    ...visitor,
    sort: 'sort_order',
    limit: 200,
    pagination: false,
  })
  return result.docs.map(serializeServiceMenuItem)
})

export type ProductDetailData = {
  product: ProductDTO
  /** The categories the 返回… link chooses from (null: unreadable). */
  categories: BackLinkCategory[] | null
  /** The sections below the summary (null: unreadable, the page shows the summary alone). */
  sections: ProductSections | null
}

/** A product page's data: the product, the categories for its back link, and its deeper sections. */
export async function getProductDetail(id: number): Promise<ProductDetailData | null> {
  const product = await getProduct(id)
  if (!product) return null
  const [categories, sections] = await Promise.all([
    listCategories().catch(async (error: unknown) => {
      await logWarning('[product-detail] 获取类目失败，返回链接使用默认文字', error, { product: id })
      return null
    }),
    product.category_id === null
      ? null
      : getProductSections(id, product.category_id).catch(async (error: unknown) => {
          await logWarning('[product-detail] 获取详情页内容失败，只显示商品概要', error, { product: id })
          return null
        }),
  ])
  return { product, categories: categories?.map(({ id, slug, name }) => ({ id, slug, name })) ?? null, sections }
}

type StaffUser = NonNullable<Parameters<Payload['find']>[0]['user']>

/**
 * Categories as a signed-in user is allowed to see them (staff: inactive ones too), read directly
 * and uncached: the staff-only connection and service-menu test pages.
 */
export async function listCategoriesAs(
  user: StaffUser,
  options: { activeOnly?: boolean; limit?: number } = {},
): Promise<CategoryDTO[]> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'categories',
    overrideAccess: false,
    user,
    depth: 1,
    where: options.activeOnly ? { is_active: { equals: true } } : undefined,
    sort: 'sort_order',
    limit: options.limit ?? 200,
    pagination: false,
  })
  return result.docs.map(serializeCategory)
}

/** Service-menu items as a signed-in user is allowed to see them (staff: inactive ones too); uncached. */
export async function listServiceMenuAs(user: StaffUser) {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'service-menu',
    overrideAccess: false,
    user,
    sort: 'sort_order',
    limit: 200,
    pagination: false,
  })
  return result.docs.map((item) => ({ ...serializeServiceMenuItem(item), is_active: item.is_active ?? true }))
}

/** The category products page: the category (by id or slug) and its visible products; null when no such category is visible. */
export async function getCategoryListing(
  idOrSlug: string,
): Promise<{ category: CategoryDTO; products: ProductDTO[] } | null> {
  const category = await findCategory(idOrSlug).catch((error: unknown) => {
    if (error instanceof URIError) return null // a malformed %-escape in the address is just an unknown category
    throw error
  })
  if (!category) return null
  return { category, products: await listProductsByCategory(category.id) }
}

/**
 * The latest draft of a product as `viewer` (staff) may read it, with the categories for the back
 * link, uncached: the staff-only preview (src/app/(site)/preview). Null when there is no such
 * product, the viewer may not read it, or its category is gone.
 */
export async function getProductPreview(id: number, viewer: Caller): Promise<Previewed<ProductDetailData> | null> {
  const product = await findLatestDraft('offerings', id, viewer)
  if (!product || typeof product.category !== 'object' || product.category === null) return null
  const categories = await listCategoriesAs(viewer, { limit: 200 })
  return {
    data: {
      product: serializeProduct(product),
      categories: categories.map(({ id, slug, name }) => ({ id, slug, name })),
      // The draft's own sections; related cases and products are the published page's.
      sections: { ...sectionsOf(product), relatedCases: [], relatedProducts: [] },
    },
    status: statusOf(product),
  }
}
