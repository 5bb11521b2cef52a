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
  /** Machine-readable form of `date` (ISO 8601) for the <time> element. */
  datetime: string
}

export function HomeLatestNewsCard({ items }: { items: LatestNewsItem[] }) {
  const [index, setIndex] = useState(0)
  const total = items.length
  const current = total > 0 ? items[wrapIndex(index, total)] : null

  return (
    <div className="latest-news" data-latest-news>
      <div className="mb-5 flex items-center justify-between">
        <h2 className="latest-news-heading">
          <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
            <span className="latest-news-ping" />
            <span className="latest-news-dot" />
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
            {current.date && (
              <time dateTime={current.datetime} className="text-slate-600">
                {current.date}
              </time>
            )}
          </div>
          <h3 className="latest-news-title">{current.title}</h3>
          <p className="latest-news-summary">{current.summary || '暂无描述'}</p>
          <div className="latest-news-foot">
            <Link href={`/news/${encodeURIComponent(current.slug)}`} className="latest-news-more">
              阅读全文
              <span aria-hidden="true">→</span>
            </Link>
            <Link href="/news" className="text-sm font-medium text-slate-600 hover:text-brand-700">
              查看更多
            </Link>
          </div>
        </article>
      ) : (
        <p className="latest-news-empty">暂无科研新闻</p>
      )}
    </div>
  )
}

const arrowClass = 'round-arrow'
