import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { getNewsBySlug } from '@/features/news/queries'
import { NewsArticle } from '@/features/news/components/NewsArticle'
import { logError } from '@/cms/log'
import { renderOnFirstRequest } from '@/lib/cache'
import { NewsNotFound } from '@/features/news/components/NewsArticle'
import { documentSeoOrNull } from '@/features/seo/queries'
import { publicPathOf } from '@/lib/public-paths'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { newsArticleJsonLd } from '@/lib/structured-data'
import { decodeOrKeep } from '@/lib/decode.mjs'
import { JsonLd } from '@/ui/JsonLd'
import { ShareQrCode } from '@/ui/ShareQrCode'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = decodeOrKeep((await params).slug)
  const article = await getNewsBySlug(slug).catch(() => null)
  if (!article) return { title: '页面未找到', robots: { index: false } }
  return pageMetadata({
    title: article.title,
    description: article.summary ?? article.content,
    path: publicPathOf('news', article),
    image: article.image_url,
    type: 'article',
    publishedTime: article.published_at ?? article.created_at,
    override: await documentSeoOrNull('news', { id: article.id }),
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const slug = decodeOrKeep((await params).slug)
  // The spec shows the same 页面未找到 screen when the article cannot be loaded.
  const article = await getNewsBySlug(slug).catch(async (error: unknown) => {
    await logError('[news] article unavailable', error, { slug })
    return null
  })
  if (!article) return <PageNotFound screen={<NewsNotFound />} />
  const path = publicPathOf('news', article)
  const seo = await documentSeoOrNull('news', { id: article.id })
  const structured = newsArticleJsonLd({
    path,
    title: article.title,
    description: article.summary ?? article.content,
    images: [article.image_url],
    publishedAt: article.published_at ?? article.created_at,
    modifiedAt: seo?.updated_at ?? null,
    section: article.category,
  })
  return (
    <main>
      <JsonLd data={structured} />
      <NewsArticle article={article} share={<ShareQrCode url={absoluteUrl(path)} />} />
    </main>
  )
}
