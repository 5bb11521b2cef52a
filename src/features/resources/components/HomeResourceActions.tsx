'use client'

import { useEffect, type MouseEvent, type ReactNode } from 'react'
import type { ResourceDTO } from '@/features/resources/serialize'
import { writeCache } from '@/features/resources/resource-cache'
import { browserStorage } from './browser-storage'
import { useResourceActions } from './useResourceActions'

/**
 * Around the home page's server-rendered resource cards: writes the server's list to the browser
 * cache on mount (server data is the freshest there is) and answers each card's 下载 / 观看 button
 * (`data-resource-open` carries the resource id).
 */
export function HomeResourceActions({ resources, children }: { resources: ResourceDTO[]; children: ReactNode }) {
  const { open, videoModal } = useResourceActions()

  useEffect(() => {
    writeCache(browserStorage(), resources, Date.now())
  }, [resources])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest('[data-resource-open]') : null
    const id = button?.getAttribute('data-resource-open')
    const resource = id && resources.find((item) => String(item.id) === id)
    if (resource) open(resource)
  }

  return (
    <>
      {/* Clicks come from the buttons inside (keyboard activation included), so no key handler is needed. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={onClick}>{children}</div>
      {videoModal}
    </>
  )
}
