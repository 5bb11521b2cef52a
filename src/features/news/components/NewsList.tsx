import type { NewsPage } from '@/features/news/queries'
import { NewsCard } from './NewsCard'
import { NewsCategoryFilter } from './NewsCategoryFilter'
import { ALL_CATEGORIES, newsListPath } from './news-filter'
import { PageBar } from '@/ui/PageBar'
import { LinkButton } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { PageHero } from '@/ui/PageHero'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

/**
 * One page of the news list (/news, /news/page/N, /news/category/…): the category links, the cards,
 * and the page bar. Says 暂无新闻 when there is no news at all.
 */
export function NewsList({ view, categories, category }: { view: NewsPage; categories: string[]; category: string }) {
  if (view.total === 0 && category === ALL_CATEGORIES) {
    return (
      <EmptyState as="p" testId="news-empty">
        暂无新闻
      </EmptyState>
    )
  }
  return (
    <div>
      <NewsCategoryFilter categories={categories} active={category} />
      {view.items.length === 0 ? (
        <NewsCategoryEmpty />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
          {view.items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} priority={view.page === 1 && index < 3} />
            </li>
          ))}
        </ul>
      )}
      <PageBar
        current={view.page}
        pages={view.pages}
        hrefFor={(page) => newsListPath(category, page)}
        label="新闻列表分页"
      />
    </div>
  )
}

export function NewsCategoryEmpty() {
  return (
    <EmptyState as="p" testId="news-filter-empty" className="mt-8">
      该分类下暂时没有新闻内容
    </EmptyState>
  )
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
