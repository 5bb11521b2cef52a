import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { renderOnFirstRequest } from '@/lib/cache'

// The not-found boundary's own metadata is not applied to this page's response, so the title is set here.
export const metadata: Metadata = { title: '页面未找到', robots: { index: false } }

export const generateStaticParams = renderOnFirstRequest

/** Any URL no other route matches gets the site's own 404 page (with header and footer). */
export default function UnknownRoute() {
  return <PageNotFound />
}
