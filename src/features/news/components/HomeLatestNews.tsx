import { formatDateZh } from '@/lib/format'
import type { NewsDTO } from '@/features/news/serialize'
import { HomeLatestNewsCard, type LatestNewsItem } from './HomeLatestNewsCard'

/** Hero card of the latest news (up to 5), dates formatted on the server. */
export function HomeLatestNews({ news }: { news: NewsDTO[] }) {
  const items: LatestNewsItem[] = news.map((item) => ({
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    category: item.category,
    date: formatDateZh(item.published_at ?? item.created_at),
    datetime: item.published_at ?? item.created_at,
  }))
  return <HomeLatestNewsCard items={items} />
}
