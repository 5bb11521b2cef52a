'use client'

import type { ReactNode } from 'react'
import type { ResourceDTO } from '@/features/resources/serialize'
import type { ServerListCaching } from '@/features/resources/resource-cache'
import { failureToastMessage } from '@/features/resources/resource-loading'
import { ResourceCard } from './ResourceCard'
import { ResourceErrorPanel } from './ResourceErrorPanel'
import { useAcademicResources } from './useAcademicResources'
import { useResourceActions } from './useResourceActions'
import { EmptyState } from '@/ui/EmptyState'

export function ResourcesLoading() {
  return (
    <div
      className="flex flex-col items-center justify-center gap-3 py-20"
      role="status"
      aria-live="polite"
      data-testid="resources-loading"
    >
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <p className="text-sm text-slate-600">正在加载学术资源...</p>
    </div>
  )
}

/**
 * /resources and /resources/page/N: the list with its loading, empty and error states.
 * `initialResources` is the server's page of the list, `total` the whole list's count and
 * `pageBar` the server-rendered links to the other pages. Both only go with the server's list:
 * when the server read failed, the browser loads the whole list itself (spec part 1, §4) and
 * shows it on one page, without a bar (a degraded mode: its count is what it shows).
 */
export function ResourceCentre({
  initialResources,
  total,
  serverListCaching,
  pageBar,
}: {
  initialResources: ResourceDTO[]
  total?: number
  serverListCaching?: ServerListCaching
  pageBar?: ReactNode
}) {
  const { status, resources, error, usingFallback, fromServer, retry } = useAcademicResources({
    initialResources,
    withFallback: true,
    serverListCaching,
  })
  const { open, videoModal } = useResourceActions()

  if (status === 'loading') return <ResourcesLoading />

  return (
    <div className="space-y-10">
      {status === 'error' && <ResourceErrorPanel reason={failureToastMessage(error)} onRetry={retry} />}
      {resources.length === 0 ? (
        status === 'ready' && (
          <EmptyState as="p" testId="resources-empty">
            暂无学术资源
          </EmptyState>
        )
      ) : (
        <section aria-labelledby="resource-list-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="resource-list-heading" className="text-xl font-bold text-slate-900">
              {usingFallback ? '精选备用资源' : '全部资源'}
            </h2>
            <p className="text-sm text-slate-600">
              共 {fromServer ? (total ?? resources.length) : resources.length} 个资源
            </p>
          </div>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="resource-grid">
            {resources.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} onOpen={open} />
              </li>
            ))}
          </ul>
          {fromServer && pageBar}
        </section>
      )}
      {videoModal}
    </div>
  )
}
