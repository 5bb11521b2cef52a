'use client'

import { useState } from 'react'
import { authFetch } from '@/features/shell/session-client'
import { toast } from '@/features/shell/toast'
import { buttonClass } from '@/ui/button-class'
import { Spinner } from '@/ui/Spinner'
import { projectAnswer } from './download'

type Props = {
  number: string
  fileId: number
  /** What the button downloads, for screen readers (`下载 {label}`). */
  label: string
  className?: string
}

/**
 * 下载 for a file of the project's room (the file list and a message's attachments): the server
 * checks access and answers a signed 15-minute link bound to this browser; the page then navigates
 * to it, so the browser saves the file as it streams, whatever its size.
 */
export function RoomFileDownload({ number, fileId, label, className = '' }: Props) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    const answer = await projectAnswer<{ url: string }>(
      authFetch(`/api/projects/${encodeURIComponent(number)}/files/${fileId}/link`, { method: 'POST' }),
    )
    setBusy(false)
    if (!answer.ok) {
      toast.error(answer.message)
      return
    }
    window.location.assign(answer.data.url)
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      className={buttonClass({ variant: 'secondary', size: 'sm', className: `min-h-11 shrink-0 gap-2 ${className}` })}
      aria-label={`下载 ${label}`}
      data-download-file={fileId}
    >
      {busy && <Spinner />}
      下载
    </button>
  )
}
