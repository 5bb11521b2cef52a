'use client'

import { useState, type ReactNode } from 'react'
import { ALL_TIERS, filterTiers } from '@/features/company/tiers'

type Item = { id: number; category: string | null; card: ReactNode }

/** The bioinformatics page's category filter (全部 + each group), starting at 全部. Cards arrive rendered. */
export function TierFilter({ categories, items }: { categories: string[]; items: Item[] }) {
  const [choice, setChoice] = useState(ALL_TIERS)
  const visible = filterTiers(items, choice)
  return (
    <div>
      <div role="group" aria-label="按方案类别筛选" className="flex flex-wrap gap-2">
        {[ALL_TIERS, ...categories].map((category) => {
          const active = category === choice
          return (
            <button
              key={category}
              type="button"
              aria-pressed={active}
              onClick={() => setChoice(category)}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-medium transition ${
                active
                  ? 'bg-brand-600 text-white shadow'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {category}
            </button>
          )
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {`已显示${visible.length}个方案`}
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="tier-grid">
        {visible.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
    </div>
  )
}
