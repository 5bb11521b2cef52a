'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { ALL_CATEGORIES, filterByCategory, selectedCategory } from './news-filter'
import { EmptyState } from '@/ui/EmptyState'

export type FilterableCard = { id: number; category: string | null; card: ReactNode }

const ignoreAddressChanges = () => () => {}

/**
 * Category buttons over server-rendered cards: the cards arrive ready-made, this leaf only
 * chooses which to show and keeps the choice in the address (?category=) so it can be shared.
 * The page is cached once for everyone, so a shared ?category= is applied in the browser.
 */
export function NewsCategoryFilter({ categories, cards }: { categories: string[]; cards: FilterableCard[] }) {
  const search = useSyncExternalStore(
    ignoreAddressChanges,
    () => window.location.search,
    () => '',
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const active = chosen ?? selectedCategory(new URLSearchParams(search).get('category') ?? undefined)
  const visible = filterByCategory(cards, active)

  function choose(category: string) {
    setChosen(category)
    const url = new URL(window.location.href)
    if (category === ALL_CATEGORIES) url.searchParams.delete('category')
    else url.searchParams.set('category', category)
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <div>
      <div role="group" aria-label="按分类筛选新闻" className="flex flex-wrap gap-2" data-testid="news-filters">
        {categories.map((category) => {
          const pressed = category === active
          return (
            <button
              key={category}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(category)}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {category}
            </button>
          )
        })}
      </div>
      {visible.length === 0 ? (
        <EmptyState as="p" testId="news-filter-empty" className="mt-8">
          该分类下暂时没有新闻内容
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
          {visible.map((entry) => (
            <li key={entry.id}>{entry.card}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
