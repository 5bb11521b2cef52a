'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

const viewedKey = (slug: string) => `news_viewed_${slug}`
const requested = new Set<string>()

function readRemembered(slug: string): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(viewedKey(slug)) ?? Number.NaN)
    return Number.isFinite(value) ? value : null
  } catch {
    return null // storage blocked
  }
}

function remember(slug: string, views: number) {
  try {
    window.sessionStorage.setItem(viewedKey(slug), String(views))
  } catch {
    // nothing to remember with
  }
}

const noSubscription = () => () => {}

/**
 * 'N 次阅读'. The first visit in a browser session POSTs /api/news/{slug}/views, which counts the
 * view and answers the new total; later visits in the session show the larger of the page's count
 * and the one remembered, without counting again.
 */
export function NewsViewCount({ slug, initialCount }: { slug: string; initialCount: number }) {
  const remembered = useSyncExternalStore(
    noSubscription,
    () => readRemembered(slug),
    () => null,
  )
  const [counted, setCounted] = useState<number | null>(null)

  useEffect(() => {
    if (readRemembered(slug) !== null || requested.has(slug)) return
    requested.add(slug)
    void fetch(`/api/news/${encodeURIComponent(slug)}/views`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const views = (body as { data?: { views_count?: unknown } } | null)?.data?.views_count
        if (typeof views !== 'number') return
        remember(slug, views)
        setCounted(views)
      })
      .catch(() => {
        requested.delete(slug) // network trouble: a later visit may count it
      })
  }, [slug])

  const count = Math.max(initialCount, remembered ?? 0, counted ?? 0)
  return <span data-testid="news-views">{count} 次阅读</span>
}
