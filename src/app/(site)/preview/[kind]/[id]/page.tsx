import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { staffPageViewer, type Caller } from '@/cms/auth/caller'
import { isPreviewKind, type PreviewKind } from '@/cms/drafts'
import { CaseDetail } from '@/features/cases/components/CaseDetail'
import { getCasePreview } from '@/features/cases/queries'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { getProductPreview } from '@/features/catalogue/queries'
import { getServicePage, getServicePagePreview } from '@/features/company/queries'
import { NewsArticle } from '@/features/news/components/NewsArticle'
import { getNewsPreview } from '@/features/news/queries'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { PreviewBanner } from '@/features/shell/components/PreviewBanner'
import { renderServicePage } from '@/app/(site)/services/[slug]/templates'

/**
 * Staff preview of the latest draft (Payload's 预览 button, `admin.preview` in src/cms/drafts.ts),
 * drawn with the public page's own components under a banner. Not a public page: it reads the
 * caller's session, so it is rendered on every request, answered `private, no-store` and
 * `X-Robots-Tag: noindex` (next.config.ts) and never enters the page cache; anyone but staff gets
 * the site's ordinary 404, without the draft.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '草稿预览', robots: { index: false, follow: false } }

type Props = { params: Promise<{ kind: string; id: string }> }

const ADMIN_COLLECTION: Record<PreviewKind, string> = {
  news: 'news',
  cases: 'cases',
  'service-pages': 'service-pages',
  products: 'products',
}

async function render(kind: PreviewKind, id: number, viewer: Caller) {
  const draw = async (): Promise<{ content: ReactNode; status: 'draft' | 'published' } | null> => {
    switch (kind) {
      case 'news': {
        const found = await getNewsPreview(id, viewer)
        return found && { status: found.status, content: <NewsArticle article={found.data} /> }
      }
      case 'cases': {
        const found = await getCasePreview(id, viewer)
        return found && { status: found.status, content: <CaseDetail item={found.data} /> }
      }
      case 'products': {
        const found = await getProductPreview(id, viewer)
        return (
          found && {
            status: found.status,
            content: <ProductDetail product={found.data.product} categories={found.data.categories} />,
          }
        )
      }
      case 'service-pages': {
        const found = await getServicePagePreview(id, viewer)
        const rendered = found && (await renderServicePage(found.data, getServicePage))
        return found && rendered && { status: found.status, content: rendered.content }
      }
    }
  }
  return draw()
}

export default async function PreviewPage({ params }: Props) {
  const viewer = await staffPageViewer()
  const { kind, id: rawId } = await params
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : null
  const preview = viewer && isPreviewKind(kind) && id !== null ? await render(kind, id, viewer) : null
  if (!preview) return <PageNotFound />
  return (
    <>
      <PreviewBanner
        status={preview.status}
        editHref={`/admin/collections/${ADMIN_COLLECTION[kind as PreviewKind]}/${id}`}
      />
      {kind === 'products' || kind === 'service-pages' ? preview.content : <main>{preview.content}</main>}
    </>
  )
}
