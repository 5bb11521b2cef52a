import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { getNewsBySlug } from '@/features/news/queries'
import { NewsArticle } from '@/features/news/components/NewsArticle'
import { logError } from '@/cms/log'
import { renderOnFirstRequest } from '@/lib/cache'
import { NewsNotFound } from '@/features/news/components/NewsArticle'

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
  const article = await getNewsBySlug(decodeSlug((await params).slug)).catch(() => null)
  if (!article) return { title: '页面未找到' }
  return { title: article.title, description: article.summary ?? undefined }
}

export default async function NewsArticlePage({ params }: Props) {
  const slug = decodeSlug((await params).slug)
  // The spec shows the same 页面未找到 screen when the article cannot be loaded.
  const article = await getNewsBySlug(slug).catch(async (error: unknown) => {
    await logError('[news] article unavailable', error, { slug })
    return null
  })
  if (!article) return <PageNotFound screen={<NewsNotFound />} />
  return (
    <main>
      <NewsArticle article={article} />
    </main>
  )
}
