'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Toaster as SonnerToaster } from 'sonner'
import { TOAST_DURATION_DEFAULT_MS, TOAST_VISIBLE, toastDelivery, type SonnerToast } from '@/features/shell/toast'

type Sonner = { Toaster: typeof SonnerToaster; toast: SonnerToast }

/**
 * Toast area, top-right: success green, error red (rich colours). sonner loads when the first
 * toast is asked for (most pages never show one), so it stays out of every page's first JavaScript.
 */
export function SiteToaster() {
  const requested = useSyncExternalStore(toastDelivery.subscribe, toastDelivery.requested, () => false)
  const [sonner, setSonner] = useState<Sonner | null>(null)

  useEffect(() => {
    if (!requested || sonner) return
    let cancelled = false
    void import('sonner').then((module) => {
      if (!cancelled) setSonner({ Toaster: module.Toaster, toast: module.toast })
    })
    return () => {
      cancelled = true
    }
  }, [requested, sonner])

  if (!sonner) return null
  return <LoadedToaster sonner={sonner} />
}

function LoadedToaster({ sonner }: { sonner: Sonner }) {
  const { Toaster } = sonner
  // Runs after the Toaster's own effects (children first), so it already listens for toasts.
  useEffect(() => toastDelivery.ready(sonner.toast), [sonner])
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION_DEFAULT_MS}
      visibleToasts={TOAST_VISIBLE}
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      containerAriaLabel="通知"
      toastOptions={{ closeButtonAriaLabel: '关闭通知', style: { fontSize: '14px' } }}
    />
  )
}
