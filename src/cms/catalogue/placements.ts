import type { Payload } from 'payload'

export type OfferingPlacement = { label: string; href: string }

/**
 * Every public address that shows an offering: its product pages, its category's listing, the
 * service pages it is placed on, and the test-services page or core-project API for those kinds.
 * Staff only (the admin's 显示位置); reads with overrideAccess, so hidden places are listed too.
 */
export async function offeringPlacements(payload: Payload, id: number): Promise<OfferingPlacement[]> {
  const offering = await payload.findByID({ collection: 'offerings', id, depth: 1, overrideAccess: true, draft: false })
  const places: OfferingPlacement[] = [
    { label: '商品详情页', href: `/product-detail/${id}` },
    { label: '商品页（旧版网址）', href: `/products/${id}` },
  ]
  const category = typeof offering.category === 'object' && offering.category ? offering.category : null
  if (category) {
    places.push({ label: `类目列表：${category.name}`, href: `/category-products/${category.slug || category.id}` })
  }
  for (const page of offering.service_pages ?? []) {
    if (typeof page === 'object' && page)
      places.push({ label: `服务页面：${page.title}`, href: `/services/${page.slug}` })
  }
  if (offering.kind === 'test-service' || offering.kind === 'core-project') {
    if (offering.name.includes('测试')) places.push({ label: '测试服务页', href: '/services/test-services' })
    places.push({ label: '核心项目接口', href: '/api/core-projects' })
  }
  if ((offering.services ?? []).length > 0) places.push({ label: '服务管理接口（价格区间）', href: '/api/services' })
  return places
}
