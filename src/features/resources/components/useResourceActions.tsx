'use client'

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { toast } from '@/features/shell/toast'
import type { ResourceDTO } from '@/features/resources/serialize'
import { downloadFilename, hasFileLink, isVideoResource, resourceMessages } from '@/features/resources/resource-files'

// The player (and the shared Modal) loads on the first 观看, not with the page.
const VideoModal = lazy(() => import('./VideoModal').then((module) => ({ default: module.VideoModal })))

const DOWNLOADING_TOAST_MS = 2000

function startDownload(url: string, filename: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
  }
}

/** 观看 opens the video modal; 下载 saves the file. Both explain a missing file link. */
export function useResourceActions(): { open: (resource: ResourceDTO) => void; videoModal: ReactNode } {
  const [playing, setPlaying] = useState<{ title: string; url: string } | null>(null)
  const close = useCallback(() => setPlaying(null), [])

  const open = useCallback((resource: ResourceDTO) => {
    if (isVideoResource(resource)) {
      if (!hasFileLink(resource)) {
        toast.error(resourceMessages.missingVideo(resource.id))
        return
      }
      setPlaying({ title: resource.title, url: resource.file_url })
      toast.info(resourceMessages.playing(resource.title))
      return
    }
    if (!hasFileLink(resource)) {
      toast.error(resourceMessages.missingFile(resource.id))
      return
    }
    try {
      toast.info(resourceMessages.downloading(resource.title), { duration: DOWNLOADING_TOAST_MS })
      startDownload(resource.file_url, downloadFilename(resource))
      toast.success(resourceMessages.downloaded(resource.title))
    } catch {
      toast.error(resourceMessages.downloadFailed)
    }
  }, [])

  const videoModal = playing && (
    <Suspense fallback={null}>
      <VideoModal video={playing} onClose={close} />
    </Suspense>
  )
  return { open, videoModal }
}
