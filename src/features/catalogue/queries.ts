import { getPayload } from '../../lib/payload'
import { cachedRead } from '../../lib/cache'
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
  const result = await payload.find({ collection: 'categories', ...visitor, sort: 'sort_order', limit: 200, pagination: false })
  return result.docs.map(serializeCategory)
})

/** A category by numeric id (as string or number) or by slug; null when none is visible. */
export async function findCategory(idOrSlug: string): Promise<CategoryDTO | null> {
  const categories = await listCategories()
  const key = decodeURIComponent(idOrSlug).trim()
  return categories.find((category) => String(category.id) === key || category.slug === key) ?? null
}

export const listProductsByCategory = cachedRead(
  'products:by-category',
  ['products', 'categories'],
  async (categoryId: number): Promise<ProductDTO[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'products',
      ...visitor,
      where: { category: { equals: categoryId } },
      sort: 'sort_order',
      limit: 500,
      pagination: false,
    })
    return result.docs.map(serializeProduct)
  },
)

export const getProduct = cachedRead('products:one', ['products', 'categories'], async (id: number): Promise<ProductDTO | null> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'products', ...visitor, where: { id: { equals: id } }, limit: 1 })
  const product = result.docs[0]
  if (!product) return null
  // A product of a hidden (inactive) category is hidden too.
  if (typeof product.category === 'number' || product.category === null) return null
  return serializeProduct(product)
})

export const listServices = cachedRead('services:list', ['services'], async () => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'services', ...visitor, sort: 'sort_order', limit: 500, pagination: false })
  return result.docs.map(serializeService)
})

export const listCoreProjects = cachedRead('core-projects:list', ['core-projects'], async () => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'core-projects', ...visitor, sort: 'sort_order', limit: 500, pagination: false })
  return result.docs.map(serializeCoreProject)
})

/** Active core projects whose title contains 测试 (the test-services page). */
export async function listTestServices() {
  return (await listCoreProjects()).filter((project) => project.title.includes('测试'))
}

export const listServiceMenu = cachedRead('service-menu:list', ['service-menu'], async () => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'service-menu', ...visitor, sort: 'sort_order', limit: 200, pagination: false })
  return result.docs.map(serializeServiceMenuItem)
})
