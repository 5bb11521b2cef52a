'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/features/shell/toast'
import type { ResourceDTO } from '@/features/resources/serialize'
import {
  cacheServerList,
  readFreshCache,
  writeCache,
  type ServerListCaching,
} from '@/features/resources/resource-cache'
import { browserStorage } from './browser-storage'

/** The request code, loaded only when the endpoints must be asked (not when the server's list is shown). */
const requestCode = () => import('@/features/resources/resource-loading')

export type ResourcesState = {
  status: 'loading' | 'ready' | 'error'
  resources: ResourceDTO[]
  error: unknown
  /** True when the four built-in resources are shown because every endpoint failed. */
  usingFallback: boolean
}

const browserFetch = (input: string, init?: RequestInit) => window.fetch(input, init)

/**
 * The resource list as the browser keeps it (see docs/decisions/2026-11-22-academic-resources-loading.md):
 * a usable server list is shown as is (`fromServer`) and written to the cache as `cacheServerList`
 * allows (one page of several is only a part of the list: see `ServerListCaching`); otherwise a
 * fresh cache is shown at once and refreshed in the background, or the endpoints are asked in
 * order. On the resource centre (`withFallback`) a total failure toasts, then shows and caches the
 * built-in resources.
 */
export function useAcademicResources({
  initialResources,
  withFallback,
  serverListCaching = 'replace',
}: {
  initialResources: ResourceDTO[]
  withFallback: boolean
  serverListCaching?: ServerListCaching
}): ResourcesState & { fromServer: boolean; retry: () => void } {
  const serverList = initialResources.filter((resource) => resource.is_active && resource.file_url)
  const [state, setState] = useState<ResourcesState>(() =>
    serverList.length > 0
      ? { status: 'ready', resources: serverList, error: null, usingFallback: false }
      : { status: 'loading', resources: [], error: null, usingFallback: false },
  )
  const latestRun = useRef(0)
  const usedServerList = useRef(serverList.length > 0)
  // The server's list, once shown, stays on screen for the page's lifetime: nothing here replaces it.
  const [fromServer] = useState(serverList.length > 0)
  const serverListRef = useRef(serverList)

  const load = useCallback(
    async (allowCache: boolean) => {
      const run = ++latestRun.current
      const current = () => run === latestRun.current
      const storage = browserStorage()
      setState({ status: 'loading', resources: [], error: null, usingFallback: false })

      if (allowCache) {
        const cached = readFreshCache(storage, Date.now())
        if (cached) {
          setState({ status: 'ready', resources: cached, error: null, usingFallback: false })
          // Background refresh: replaces the cache only with a non-empty usable list; failures stay quiet.
          requestCode()
            .then(({ fetchFromEndpoints }) => fetchFromEndpoints(browserFetch))
            .then((fresh) => {
              if (!current() || fresh.length === 0) return
              writeCache(storage, fresh, Date.now())
              setState({ status: 'ready', resources: fresh, error: null, usingFallback: false })
            })
            .catch(() => undefined)
          return
        }
      }

      const { FALLBACK_LOADED_MESSAGE, failureToastMessage, fallbackResources, fetchFromEndpoints } =
        await requestCode()
      if (!current()) return
      try {
        const fresh = await fetchFromEndpoints(browserFetch)
        if (!current()) return
        writeCache(storage, fresh, Date.now())
        setState({ status: 'ready', resources: fresh, error: null, usingFallback: false })
      } catch (error) {
        if (!current()) return
        if (!withFallback) {
          setState({ status: 'error', resources: [], error, usingFallback: false })
          return
        }
        toast.error(failureToastMessage(error))
        const fallback = fallbackResources()
        writeCache(storage, fallback, Date.now())
        toast.info(FALLBACK_LOADED_MESSAGE)
        setState({ status: 'error', resources: fallback, error, usingFallback: true })
      }
    },
    [withFallback],
  )

  const cachingRef = useRef(serverListCaching)

  useEffect(() => {
    if (usedServerList.current) {
      cacheServerList(browserStorage(), serverListRef.current, cachingRef.current, Date.now())
      return
    }
    void load(true)
    return () => {
      latestRun.current += 1 // ignore answers that arrive after unmount
    }
  }, [load])

  const retry = useCallback(() => void load(false), [load])
  return { ...state, fromServer, retry }
}
