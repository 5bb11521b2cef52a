import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { getCase } from '@/features/cases/queries'
import { CaseDetail } from '@/features/cases/components/CaseDetail'
import { renderOnFirstRequest } from '@/lib/cache'
import { CaseNotFound } from '@/features/cases/components/CaseDetail'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ slug: string }> }

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await getCase(decodeSlug((await params).slug)).catch(() => null)
  if (!item) return { title: '页面未找到' }
  return { title: item.title, description: item.description ?? undefined }
}

export default async function CaseDetailPage({ params }: Props) {
  const item = await getCase(decodeSlug((await params).slug))
  if (!item) return <PageNotFound screen={<CaseNotFound />} />
  return (
    <main>
      <CaseDetail item={item} />
    </main>
  )
}
