'use client'

import { lazy, Suspense } from 'react'
import { HomeResourcesLoading } from './HomeResourcesLoading'

// Only a site whose server had no resources needs the browser's own loading: its code (the
// cards, the request states) is fetched then, not with every home page.
const HomeResourcesLoader = lazy(() =>
  import('./HomeResourcesLoader').then((module) => ({ default: module.HomeResourcesLoader })),
)

export function HomeResourcesFallback() {
  return (
    <Suspense fallback={<HomeResourcesLoading />}>
      <HomeResourcesLoader />
    </Suspense>
  )
}
