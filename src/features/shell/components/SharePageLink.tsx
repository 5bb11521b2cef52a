'use client'

import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import { buttonClass } from '@/ui/button-class'
import { copyText } from '@/features/shell/clipboard'

/**
 * Sharing a page from a phone (issue #42): the visitor is already on the phone, so instead of a QR
 * code to scan (微信扫一扫, the desktop's way) the page's link to copy and send, and the system's
 * share sheet where the browser has one. The link is shown as text, so it can be selected and
 * copied by hand too.
 */
const noChange = () => () => {}
const hasShareSheet = () => typeof navigator.share === 'function'

export function SharePageLink({ url, title }: { url: string; title: string }) {
  const linkRef = useRef<HTMLElement>(null)
  const [notice, setNotice] = useState('')
  // The server's HTML has no 分享 button; the browser adds it when it has a share sheet.
  const canShare = useSyncExternalStore(noChange, hasShareSheet, () => false)

  const copy = useCallback(async () => {
    setNotice('')
    const outcome = await copyText(url, linkRef.current)
    setNotice(outcome === 'copied' ? '链接已复制，可粘贴发送给微信好友' : '已选中链接，请长按选择“复制”')
  }, [url])

  const share = useCallback(async () => {
    try {
      await navigator.share({ title, url })
    } catch {
      // Cancelled by the visitor, or refused: nothing to say.
    }
  }, [title, url])

  return (
    <section
      aria-labelledby="share-page-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="share-link"
    >
      <h2 id="share-page-heading" className="text-base font-semibold text-slate-900">
        分享本页
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">复制本页链接，发送给微信好友或分享到朋友圈。</p>
      <p className="mt-2 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600">
        <span ref={linkRef} className="select-all">
          {url}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClass({ size: 'md', className: 'min-h-11' })}>
          复制链接
        </button>
        {canShare && (
          <button
            type="button"
            onClick={share}
            className={buttonClass({ variant: 'secondary', size: 'md', className: 'min-h-11' })}
          >
            分享
          </button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-700">
        {notice}
      </p>
    </section>
  )
}
