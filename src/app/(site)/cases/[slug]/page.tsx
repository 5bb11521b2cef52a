import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { getCase } from '@/features/cases/queries'
import { CaseDetail } from '@/features/cases/components/CaseDetail'
import { renderOnFirstRequest } from '@/lib/cache'
import { CaseNotFound } from '@/features/cases/components/CaseDetail'
import { documentSeoOrNull } from '@/features/seo/queries'
import { publicPathOf } from '@/lib/public-paths'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { articleJsonLd } from '@/lib/structured-data'
import { decodeOrKeep } from '@/lib/decode.mjs'
import { JsonLd } from '@/ui/JsonLd'
import { ShareQrCode } from '@/ui/ShareQrCode'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await getCase(decodeOrKeep((await params).slug)).catch(() => null)
  if (!item) return { title: '页面未找到', robots: { index: false } }
  return pageMetadata({
    title: item.title,
    description: item.description ?? item.content,
    path: publicPathOf('cases', item),
    image: item.image_url,
    type: 'article',
    override: await documentSeoOrNull('cases', { id: item.id }),
  })
}

export default async function CaseDetailPage({ params }: Props) {
  const item = await getCase(decodeOrKeep((await params).slug))
  if (!item) return <PageNotFound screen={<CaseNotFound />} />
  const path = publicPathOf('cases', item)
  const seo = await documentSeoOrNull('cases', { id: item.id })
  const structured = articleJsonLd({
    path,
    title: item.title,
    description: item.description ?? item.content,
    images: item.images,
    publishedAt: seo?.created_at ?? null,
    modifiedAt: seo?.updated_at ?? null,
    section: item.service_type,
  })
  return (
    <main>
      <JsonLd data={structured} />
      <CaseDetail item={item} share={<ShareQrCode url={absoluteUrl(path)} />} />
    </main>
  )
}
