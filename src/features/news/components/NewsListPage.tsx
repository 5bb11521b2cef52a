import type { Metadata } from 'next'
import { logError } from '@/cms/log'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { NEWS_PAGE_SIZE, listNewsCategories, listNewsPage } from '@/features/news/queries'
import { parsePageSegment } from '@/lib/pagination'
import { pageMetadata } from '@/lib/seo'
import { decodeOrKeep } from '@/lib/decode.mjs'
import { LinkButton } from '@/ui/Button'
import { NewsBanner, NewsCategoryEmpty, NewsList, NewsListError } from './NewsList'
import { ALL_CATEGORIES, newsListPath } from './news-filter'

/** The route params of the news list's pages: a category segment and a page segment, each optional. */
export type NewsListParams = Promise<{ category?: string; page?: string }>

/** Which list a request asks for: its category (全部 for /news) and page, or null for an address that is no page. */
async function requestedList(params: NewsListParams): Promise<{ category: string; page: number } | null> {
  const { category: rawCategory, page: rawPage } = await params
  const category = rawCategory === undefined ? ALL_CATEGORIES : decodeOrKeep(rawCategory).trim()
  if (!category || (rawCategory !== undefined && category === ALL_CATEGORIES)) return null
  const page = rawPage === undefined ? 1 : parsePageSegment(rawPage)
  return page === null ? null : { category, page }
}

/** The description of every news list page. */
export const NEWS_LIST_DESCRIPTION = '学术前沿、技术进展与行业资讯：科研人员关心的最新动态。'

export async function newsListMetadata(params: NewsListParams): Promise<Metadata> {
  const list = await requestedList(params)
  if (!list) return { title: '页面未找到', robots: { index: false } }
  const named = list.category === ALL_CATEGORIES ? '科研新闻' : `${list.category} · 科研新闻`
  return pageMetadata({
    title: list.page > 1 ? `${named}（第 ${list.page} 页）` : named,
    description: NEWS_LIST_DESCRIPTION,
    path: newsListPath(list.category, list.page),
  })
}

/** The news list pages' shared body: the banner, then one page of one category's articles. */
export async function NewsListPage({ params }: { params: NewsListParams }) {
  const list = await requestedList(params)
  if (!list) return <PageNotFound />
  const loaded = await Promise.all([
    listNewsPage(list.page, list.category === ALL_CATEGORIES ? null : list.category, NEWS_PAGE_SIZE),
    listNewsCategories(),
  ]).catch(async (error: unknown) => {
    await logError('[news] list unavailable', error, { category: list.category, page: list.page })
    return null
  })
  if (!loaded) {
    return (
      <NewsListFrame>
        <NewsListError />
      </NewsListFrame>
    )
  }
  const [view, categories] = loaded
  if (list.category !== ALL_CATEGORIES && !categories.includes(list.category)) {
    return <PageNotFound screen={<NewsCategoryNotFound />} />
  }
  if (list.page > view.pages) return <PageNotFound />
  return (
    <NewsListFrame>
      <NewsList view={view} categories={categories} category={list.category} />
    </NewsListFrame>
  )
}

function NewsListFrame({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <NewsBanner />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
    </main>
  )
}

/** A category no published article has (a link kept from before, or a typo): says so, 404. */
export function NewsCategoryNotFound() {
  return (
    <NewsListFrame>
      <NewsCategoryEmpty />
      <div className="mt-6 text-center">
        <LinkButton href="/news" size="sm">
          查看全部新闻
        </LinkButton>
      </div>
    </NewsListFrame>
  )
}
