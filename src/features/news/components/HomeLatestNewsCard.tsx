'use client'

import { Chevron } from '@/ui/Chevron'
import Link from 'next/link'
import { useState } from 'react'
import { wrapIndex } from './HomeLatestNewsCard.logic'

export type LatestNewsItem = {
  slug: string
  title: string
  summary: string | null
  category: string | null
  date: string
}

export function HomeLatestNewsCard({ items }: { items: LatestNewsItem[] }) {
  const [index, setIndex] = useState(0)
  const total = items.length
  const current = total > 0 ? items[wrapIndex(index, total)] : null

  return (
    <div className="latest-news" data-latest-news>
      <div className="mb-5 flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-60" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-brand-600" />
          </span>
          最新科研动态
        </h2>
        {total > 0 && (
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label="上一条新闻"
              onClick={() => setIndex((value) => wrapIndex(value - 1, total))}
              className={arrowClass}
            >
              <Chevron direction="left" className="h-4 w-4" />
            </button>
            <span
              className="min-w-10 text-center text-sm tabular-nums text-slate-600"
              data-latest-news-counter
              aria-live="polite"
            >
              {wrapIndex(index, total) + 1} / {total}
            </span>
            <button
              type="button"
              aria-label="下一条新闻"
              onClick={() => setIndex((value) => wrapIndex(value + 1, total))}
              className={arrowClass}
            >
              <Chevron direction="right" className="h-4 w-4" />
            </button>
          </div>
        )}
      </div>

      {current ? (
        <article className="min-h-56">
          <div className="mb-3 flex flex-wrap items-center gap-2 text-xs">
            {current.category && <span className="tag">{current.category}</span>}
            {current.date && <time className="text-slate-600">{current.date}</time>}
          </div>
          <h3 className="line-clamp-2 text-xl font-bold leading-snug text-slate-900">{current.title}</h3>
          <p className="mt-3 line-clamp-3 text-sm leading-7 text-slate-600">{current.summary || '暂无描述'}</p>
          <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-5">
            <Link
              href={`/news/${encodeURIComponent(current.slug)}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              阅读全文
              <span aria-hidden="true">→</span>
            </Link>
            <Link href="/news" className="text-sm font-medium text-slate-600 hover:text-brand-700">
              查看更多
            </Link>
          </div>
        </article>
      ) : (
        <p className="flex min-h-56 items-center justify-center rounded-2xl bg-slate-50 text-sm text-slate-600">
          暂无科研新闻
        </p>
      )}
    </div>
  )
}

const arrowClass = 'round-arrow'
