'use client'

import { useEffect, useState } from 'react'

const viewedKey = (slug: string) => `news_viewed_${slug}`
const requested = new Set<string>()

/**
 * 'N 次阅读'. The first visit in a browser session asks /api/news/{slug}, which counts the view
 * and answers with the new total; later visits in the session show the larger of the page's count
 * and the one remembered, without counting again.
 */
export function NewsViewCount({ slug, initialCount }: { slug: string; initialCount: number }) {
  const [count, setCount] = useState(initialCount)

  useEffect(() => {
    let remembered: string | null = null
    try {
      remembered = window.sessionStorage.getItem(viewedKey(slug))
    } catch {
      // storage blocked: count this visit and move on
    }
    if (remembered !== null) {
      const previous = Number(remembered)
      if (Number.isFinite(previous)) setCount((current) => Math.max(current, previous))
      return
    }
    if (requested.has(slug)) return
    requested.add(slug)
    void fetch(`/api/news/${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const views = (body as { success?: boolean; data?: { views_count?: unknown } } | null)?.data?.views_count
        if (typeof views !== 'number') return
        setCount(views)
        try {
          window.sessionStorage.setItem(viewedKey(slug), String(views))
        } catch {
          // nothing to remember with
        }
      })
      .catch(() => {
        requested.delete(slug) // network trouble: a later visit may count it
      })
  }, [slug])

  return <span data-testid="news-views">{count} 次阅读</span>
}
