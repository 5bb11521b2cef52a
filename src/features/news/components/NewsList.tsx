import type { NewsDTO } from '@/features/news/serialize'
import { NewsCard } from './NewsCard'
import { NewsCategoryFilter } from './NewsCategoryFilter'
import { newsCategories } from './news-filter'
import { LinkButton } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { PageHero } from '@/ui/PageHero'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

/** The /news grid with its category filter, or the empty text when there is no news at all. */
export function NewsList({ news }: { news: NewsDTO[] }) {
  if (news.length === 0) {
    return (
      <EmptyState as="p" testId="news-empty">
        暂无新闻
      </EmptyState>
    )
  }
  const cards = news.map((item, index) => ({
    id: item.id,
    category: item.category,
    card: <NewsCard item={item} priority={index < 3} />,
  }))
  return <NewsCategoryFilter categories={newsCategories(news)} cards={cards} />
}

export function NewsListError() {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center" role="alert">
      <RenderFailedMark />
      <p className="font-medium text-red-700">获取新闻失败，请稍后重试</p>
      {/* A fresh request for the page: the server reads the news again. */}
      <LinkButton href="/news" prefetch={false} size="sm" className="mt-4">
        重新加载
      </LinkButton>
    </div>
  )
}

export function NewsBanner() {
  return <PageHero title="科研新闻" subtitle="追踪学术前沿，解读基金政策与行业动态，掌握科研领域的最新进展。" />
}
