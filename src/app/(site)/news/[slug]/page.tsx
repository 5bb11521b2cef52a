import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getNewsBySlug } from '@/features/news/queries'
import { NewsArticle } from '@/features/news/components/NewsArticle'

type Props = { params: Promise<{ slug: string }> }

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getNewsBySlug(decodeSlug((await params).slug)).catch(() => null)
  if (!article) return { title: '页面未找到' }
  return { title: article.title, description: article.summary ?? undefined }
}

export default async function NewsArticlePage({ params }: Props) {
  const slug = decodeSlug((await params).slug)
  // The spec shows the same 页面未找到 screen when the article cannot be loaded.
  const article = await getNewsBySlug(slug).catch((error: unknown) => {
    console.error('[news] article unavailable:', error instanceof Error ? error.message : error)
    return null
  })
  if (!article) notFound()
  return (
    <main>
      <NewsArticle article={article} />
    </main>
  )
}
