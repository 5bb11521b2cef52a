'use client'

import { Toaster } from 'sonner'
import { TOAST_DURATION_DEFAULT_MS, TOAST_VISIBLE } from '@/features/shell/toast'

/** Toast area, top-right: success green, error red (rich colours). */
export function SiteToaster() {
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
