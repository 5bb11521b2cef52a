'use client'

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'

// The sheet (and its QR image) loads on the first tap, not with every page.
const WeChatSheet = lazy(() => import('./WeChatSheet').then((module) => ({ default: module.WeChatSheet })))

/** The contact bar's 微信: opens the sheet with the WeChat ID and QR code. */
export function WeChatButton({
  wechatId,
  qrCodeUrl,
  className,
  children,
}: {
  wechatId: string | null
  qrCodeUrl: string | null
  className: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WeChatSheet wechatId={wechatId} qrCodeUrl={qrCodeUrl} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
