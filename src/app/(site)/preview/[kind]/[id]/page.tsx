import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { staffPageCaller, type Caller } from '@/cms/auth/caller'
import { isPreviewKind, type PreviewKind } from '@/cms/drafts'
import { CaseDetail } from '@/features/cases/components/CaseDetail'
import { getCasePreview } from '@/features/cases/queries'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { getProductPreview } from '@/features/catalogue/queries'
import { getServicePage, getServicePagePreview } from '@/features/company/queries'
import { NewsArticle } from '@/features/news/components/NewsArticle'
import { getNewsPreview } from '@/features/news/queries'
import { PreviewBanner } from '@/features/shell/components/PreviewBanner'
import { renderServicePage } from '@/app/(site)/services/[slug]/templates'

/**
 * Staff preview of the latest draft (Payload's 预览 button, `admin.preview` in src/cms/drafts.ts),
 * drawn with the public page's own components under a banner. Not a public page: it reads the
 * caller's session, so it is rendered on every request, answered `private, no-store` and
 * `X-Robots-Tag: noindex` (next.config.ts) and never enters the page cache; anyone but staff gets
 * a 404 with the site's not-found screen (`staffPageCaller`), without the draft.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '草稿预览', robots: { index: false, follow: false } }

type Props = { params: Promise<{ kind: string; id: string }> }

const ADMIN_COLLECTION: Record<PreviewKind, string> = {
  news: 'news',
  cases: 'cases',
  'service-pages': 'service-pages',
  offerings: 'offerings',
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
      case 'offerings': {
        const found = await getProductPreview(id, viewer)
        return (
          found && {
            status: found.status,
            content: <ProductDetail {...found.data} />,
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
  // Anyone but staff: the site's 404 (status 404 before anything is read or streamed).
  const viewer = await staffPageCaller()
  const { kind, id: rawId } = await params
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : null
  const preview = isPreviewKind(kind) && id !== null ? await render(kind, id, viewer) : null
  // Rendered per request, so the status is still open here: a real 404 (PageNotFound's signal
  // would come after the 200 was sent).
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner
        status={preview.status}
        editHref={`/admin/collections/${ADMIN_COLLECTION[kind as PreviewKind]}/${id}`}
      />
      {kind === 'offerings' || kind === 'service-pages' ? preview.content : <main>{preview.content}</main>}
    </>
  )
}
