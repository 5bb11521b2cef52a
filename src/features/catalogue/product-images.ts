/** Image paths of a product, as the gallery and the cards use them (pure; unit-tested). */

export type ProductImageSource = {
  images?: readonly (string | null | undefined)[] | null
  image_url?: string | null
}

/**
 * A usable image address: absolute http(s) URLs stay as they are, site paths keep their leading
 * slash, and bare relative paths ('uploads/a.png', './a.png') become site paths. Anything else
 * (empty text, javascript:, data:) gives null.
 */
export function normaliseImagePath(raw: string | null | undefined): string | null {
  const path = raw?.trim()
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return path
  if (path.startsWith('//')) return `https:${path}`
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return null
  if (path.startsWith('/')) return path
  return `/${path.replace(/^(\.\/)+/, '')}`
}

/** image_url may hold one address or a JSON array of addresses, of which the first is used. */
export function firstImageUrl(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim()
  if (!value) return null
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) {
        const first = parsed.find((item): item is string => typeof item === 'string' && item.trim() !== '')
        return normaliseImagePath(first)
      }
    } catch {
      // not JSON after all: treat it as a plain address below
    }
  }
  return normaliseImagePath(value)
}

/** The gallery of a product: its images[] when any are usable, otherwise the image of image_url. */
export function productImages(product: ProductImageSource): string[] {
  const fromList = (product.images ?? []).map(normaliseImagePath).filter((path): path is string => path !== null)
  if (fromList.length > 0) return [...new Set(fromList)]
  const single = firstImageUrl(product.image_url)
  return single ? [single] : []
}

/**
 * Whether next/image may resize this address: only this app's own upload and image paths are
 * configured (next.config images.localPatterns); other hosts and SVG are shown as they are.
 */
export function canOptimiseImage(src: string): boolean {
  if (!src.startsWith('/cms-api/') && !src.startsWith('/images/')) return false
  return !/\.svg(\?|$)/i.test(src)
}
