'use client'

import { useEffect, useState } from 'react'
import type { ResourceDTO } from '@/features/resources/serialize'
import { ResourceCard } from './ResourceCard'
import { useAcademicResources } from './useAcademicResources'
import { useResourceActions } from './useResourceActions'
import { Button } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { HOME_RESOURCES_COUNT } from './home-resources-count'
import { HomeResourcesLoading } from './HomeResourcesLoading'

const NONE: ResourceDTO[] = []

function useOnline(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

type Describe = (error: unknown, online: boolean) => string

/** The failure messages live with the request code, which has already loaded when a request failed. */
function useFailureMessages(failed: boolean): Describe | null {
  const [describe, setDescribe] = useState<Describe | null>(null)
  useEffect(() => {
    if (!failed || describe) return
    let cancelled = false
    void import('@/features/resources/resource-loading').then((module) => {
      if (!cancelled) setDescribe(() => module.homeFailureMessage)
    })
    return () => {
      cancelled = true
    }
  }, [failed, describe])
  return describe
}

/**
 * The home page's 学术资源 when the server had none to show: a fresh browser cache, else the
 * endpoints, with the loading, error and empty states.
 */
export function HomeResourcesLoader() {
  const { status, resources, error } = useAcademicResources({ initialResources: NONE, withFallback: false })
  const { open, videoModal } = useResourceActions()
  const online = useOnline()
  const describe = useFailureMessages(status === 'error')

  if (status === 'loading') return <HomeResourcesLoading />

  if (status === 'error') {
    return (
      <div
        className="mx-auto max-w-xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-center"
        role="alert"
        data-testid="home-resources-error"
      >
        <p className="font-semibold text-slate-900">学术资源加载失败</p>
        <p className="mt-1 text-sm font-medium text-amber-900" data-testid="home-resources-reason">
          {describe?.(error, online)}
        </p>
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          <li>请检查网络连接是否正常</li>
          <li>如使用VPN或代理，请尝试关闭后重试</li>
          <li>也可以稍后刷新页面再试</li>
        </ul>
        <Button onClick={() => window.location.reload()} size="sm" className="mt-5">
          重新加载
        </Button>
      </div>
    )
  }

  if (resources.length === 0) {
    return (
      <EmptyState as="p" testId="home-resources-empty" onWhite>
        暂无学术资源
      </EmptyState>
    )
  }

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-resources">
        {resources.slice(0, HOME_RESOURCES_COUNT).map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} onOpen={open} compact />
          </li>
        ))}
      </ul>
      {videoModal}
    </>
  )
}
