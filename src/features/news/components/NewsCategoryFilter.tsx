import Link from 'next/link'
import { newsListPath } from './news-filter'

/**
 * The category filter of the news list: one link per category, each to its own server-rendered,
 * paginated list (/news/category/…), so a choice can be shared and works without JavaScript.
 */
export function NewsCategoryFilter({ categories, active }: { categories: string[]; active: string }) {
  return (
    <nav aria-label="按分类筛选新闻" data-testid="news-filters">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const current = category === active
          return (
            <li key={category}>
              <Link
                href={newsListPath(category)}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                  current
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
                }`}
              >
                {category}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
