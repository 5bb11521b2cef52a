import Link from 'next/link'
import { EmptyState } from '@/ui/EmptyState'
import { LinkButton } from '@/ui/Button'
import { PageBar } from '@/ui/PageBar'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import type { SearchPageView } from '@/features/search/queries'
import { searchPath } from '@/features/search/paths'

type Results = Extract<SearchPageView, { state: 'results' }>

/**
 * The results of /search, rendered on the server (they are in the HTML without JavaScript): one
 * page of them, one section per kind with its count, each result a link with its title and
 * snippet, then the page bar (plain links to `?page=N`). Titles and snippets are HTML made by
 * src/features/search/snippet.ts: the text escaped, matches in <mark>.
 */
export function SearchResults({ view }: { view: SearchPageView }) {
  if (view.state === 'prompt') {
    return (
      <EmptyState as="p" testId="search-prompt">
        输入关键词，搜索服务、商品、新闻、案例与学术资源。支持中文、英文和拼音（如 zhongliu 或 zl）。
      </EmptyState>
    )
  }
  if (view.state === 'invalid') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800" data-testid="search-invalid">
        {view.message}
      </p>
    )
  }
  if (view.state === 'limited') {
    // Marked as a refusal: the server answers 429, `no-store`, Retry-After (RenderFailedMark), so no
    // proxy keeps this client's refusal as the query's page for other visitors.
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="search-limited">
        <RenderFailedMark rateLimited />
        {view.message}
      </p>
    )
  }
  if (view.state === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="search-failed">
        <RenderFailedMark />
        搜索暂时不可用，请稍后重试。
      </p>
    )
  }
  if (view.state === 'no-page') {
    return (
      <EmptyState
        title="没有这一页的结果"
        testId="search-no-page"
        action={
          <LinkButton href={searchPath(view.query)} size="sm">
            查看第一页结果
          </LinkButton>
        }
      >
        “{view.query}”的搜索结果没有这一页：页码有误，或搜索结果已经减少。
      </EmptyState>
    )
  }
  if (view.total === 0) {
    return (
      <EmptyState title="没有找到相关内容" testId="search-empty">
        没有找到与“{view.query}”相关的内容，请换个关键词试试，或
        <Link href="/contact" className="text-brand-700 underline">
          联系我们
        </Link>
        。
      </EmptyState>
    )
  }
  return (
    <div>
      <div className="space-y-10">
        <p className="text-slate-700" data-testid="search-summary" role="status">
          {summary(view)}
        </p>
        {view.groups.map((group) => (
          <section
            key={group.kind}
            aria-labelledby={`search-group-${group.kind}`}
            data-testid={`search-group-${group.kind}`}
          >
            <h2 id={`search-group-${group.kind}`} className="mb-4 text-xl font-semibold text-slate-900">
              {group.label}
              <span className="ml-2 text-base font-normal text-slate-600">（{group.results.length}）</span>
            </h2>
            <ol className="space-y-3">
              {group.results.map((result) => (
                <li
                  key={`${result.type}-${result.id}`}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="search-result"
                >
                  <h3 className="text-lg font-medium">
                    <Link href={result.url} className="search-hit text-brand-800 hover:underline">
                      <span dangerouslySetInnerHTML={{ __html: result.titleHtml }} />
                    </Link>
                  </h3>
                  {result.snippet && (
                    <p
                      className="search-hit mt-1 text-sm leading-6 text-slate-700"
                      dangerouslySetInnerHTML={{ __html: result.snippet }}
                    />
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <PageBar
        current={view.page}
        pages={view.pages}
        hrefFor={(page) => searchPath(view.query, page)}
        label="搜索结果分页"
      />
    </div>
  )
}

/**
 * The line above the results: how many there are (past RESULT_WINDOW: that there are more, and that
 * the best are listed), and which of them this page shows when there are several pages.
 */
function summary(view: Results): string {
  const found = view.capped
    ? `“${view.query}”共找到超过 ${view.total} 条结果，按相关度列出前 ${view.total} 条`
    : `“${view.query}”共找到 ${view.total} 条结果`
  if (view.pages <= 1) return found
  const shown = view.groups.reduce((count, group) => count + group.results.length, 0)
  const last = view.first + shown - 1
  return last === view.first ? `${found}，本页为第 ${last} 条` : `${found}，本页为第 ${view.first} 至 ${last} 条`
}
