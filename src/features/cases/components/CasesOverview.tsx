import type { CaseDTO } from '@/features/cases/serialize'
import type { ListPage } from '@/lib/api'
import { PageBar } from '@/ui/PageBar'
import { CaseCard } from './CaseCard'
import { casesListPath } from '@/features/cases/list-path'
import { LinkButton } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { PageHero } from '@/ui/PageHero'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

export function CasesBanner() {
  return (
    <PageHero
      title="成功案例"
      subtitle="从选题设计到论文发表、从基金申请到获批立项：看看我们如何与科研工作者一起取得成果。"
    />
  )
}

/**
 * A page of the case list: 精选案例 (the first page only; empty on others), then one page of every
 * case with the page bar; the empty text when there are no cases at all.
 */
export function CasesOverview({ featured, all }: { featured: CaseDTO[]; all: ListPage<CaseDTO> }) {
  if (all.total === 0 && featured.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <EmptyState as="p" testId="cases-empty">
          暂无成功案例，敬请期待。
        </EmptyState>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      {featured.length > 0 && (
        <section aria-labelledby="featured-cases-heading">
          <h2 id="featured-cases-heading" className="text-2xl font-bold text-slate-900">
            精选案例
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-cases">
            {featured.map((item, index) => (
              <li key={item.id}>
                <CaseCard item={item} featured priority={index < 3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {all.items.length > 0 && (
        <section aria-labelledby="all-cases-heading">
          <h2 id="all-cases-heading" className="text-2xl font-bold text-slate-900">
            全部案例
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="all-cases">
            {all.items.map((item, index) => (
              <li key={item.id}>
                <CaseCard item={item} priority={featured.length === 0 && index < 3} />
              </li>
            ))}
          </ul>
          <PageBar current={all.page} pages={all.pages} hrefFor={casesListPath} label="案例列表分页" />
        </section>
      )}
      <section className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold text-slate-900">希望成为下一个成功案例？</h2>
          <p className="mt-1 text-sm text-slate-600">告诉我们您的研究需求，学术顾问将为您定制方案。</p>
        </div>
        <LinkButton href="/contact">立即咨询</LinkButton>
      </section>
    </div>
  )
}

/** Shown when the cases cannot be read. */
export function CasesLoadError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="cases-error">
      <RenderFailedMark />
      <h2 className="text-2xl font-bold text-slate-900">加载失败</h2>
      <p className="mt-3 text-slate-600">获取成功案例失败，请稍后重试。</p>
      <LinkButton href="/" className="mt-8">
        返回首页
      </LinkButton>
    </div>
  )
}
