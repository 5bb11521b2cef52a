export type ProductBackLink = { href: string; label: string }
export type BackLinkCategory = { id: number; slug: string | null; name: string }

const SERVICES: ProductBackLink = { href: '/services', label: '服务' }

/**
 * Where 返回… on a product page leads: the category the visitor came from (`?category=` holds its
 * id or slug), else the services page. `categories` is null when they could not be read; the link
 * then still goes back to that category, under the plain label.
 */
export function productBackLink(categoryKey: string | null, categories: BackLinkCategory[] | null): ProductBackLink {
  const raw = categoryKey?.trim()
  if (!raw) return SERVICES
  const href = `/category-products/${encodeURIComponent(raw)}`
  if (categories === null) return { href, label: SERVICES.label }
  let key: string
  try {
    key = decodeURIComponent(raw).trim()
  } catch {
    return SERVICES
  }
  const category = categories.find((item) => String(item.id) === key || item.slug === key)
  return category ? { href, label: category.name } : SERVICES
}
