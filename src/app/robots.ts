import type { MetadataRoute } from 'next'
import { ROBOTS_DISALLOW } from '@/features/seo/sitemap'
import { absoluteUrl } from '@/lib/seo'

export const revalidate = 3600

/** /robots.txt: the sitemap's address; the admin, the APIs, personal, staff and preview pages kept out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...ROBOTS_DISALLOW] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
