import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { listNews } from '@/features/news/queries'
import type { NewsDTO } from '@/features/news/serialize'
import { NewsBanner, NewsList, NewsListError } from '@/features/news/components/NewsList'
import { logError } from '@/cms/log'

export const metadata: Metadata = pageMetadata({
  title: '科研新闻',
  description: '学术前沿、技术进展与行业资讯：科研人员关心的最新动态。',
  path: '/news',
})

const NEWS_LIST_LIMIT = 100

async function LoadedNews() {
  let news: NewsDTO[]
  try {
    news = await listNews(NEWS_LIST_LIMIT)
  } catch (error) {
    await logError('[news] list unavailable', error)
    return <NewsListError />
  }
  return <NewsList news={news} />
}

export default function NewsPage() {
  return (
    <main>
      <NewsBanner />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <LoadedNews />
      </div>
    </main>
  )
}
