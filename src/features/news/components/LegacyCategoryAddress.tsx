'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { newsListPath, selectedCategory } from './news-filter'

/**
 * Addresses shared before the filter had its own pages (/news?category=…) open that category's
 * page. /news is one cached page for everyone, so the query is read in the browser.
 */
export function LegacyCategoryAddress() {
  const router = useRouter()
  useEffect(() => {
    const category = selectedCategory(new URLSearchParams(window.location.search).get('category') ?? undefined)
    const target = newsListPath(category)
    if (target !== '/news') router.replace(target)
  }, [router])
  return null
}
