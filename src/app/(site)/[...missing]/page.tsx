import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// The not-found boundary's own metadata is not applied to this page's response, so the title is set here.
export const metadata: Metadata = { title: '页面未找到', robots: { index: false } }

/** Any URL no other route matches gets the site's own 404 page (with header and footer). */
export default function UnknownRoute(): never {
  notFound()
}
