'use client'
/**
 * The site's toasts (sonner, shown top-right by <SiteToaster/>): success 2 s (green), error 4 s (red),
 * info 4 s unless given. At most 20 are kept; the oldest go first. Use from client components:
 *
 *   import { toast } from '@/features/shell/toast'
 *   toast.success('个人信息保存成功！')
 *
 * sonner is not in the page's first JavaScript: the first toast asks <SiteToaster/> to load it,
 * and toasts wait (in order) until its <Toaster/> is mounted.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner'
import { createToastDelivery } from './toast-delivery'
import { createToastQueue, type ToastId } from './toast-queue'

export const TOAST_DURATION_SUCCESS_MS = 2000
export const TOAST_DURATION_DEFAULT_MS = 4000
export const TOAST_LIMIT = 20
/** How many are on screen at once; the rest wait in the queue (stacked). */
export const TOAST_VISIBLE = 5

export type SonnerToast = typeof sonnerToast

/** Shared with <SiteToaster/>, which loads sonner on the first request and reports ready. */
export const toastDelivery = createToastDelivery<SonnerToast>()

const queue = createToastQueue(TOAST_LIMIT)
let lastId = 0

type Options = { duration?: number; description?: string }

function show(
  kind: 'success' | 'error' | 'info',
  message: string,
  options: Options,
  fallbackDuration: number,
): ToastId {
  lastId += 1
  const id = `toast-${lastId}`
  const settings: ExternalToast = {
    id,
    duration: options.duration ?? fallbackDuration,
    description: options.description,
    onDismiss: (item) => queue.remove(item.id),
    onAutoClose: (item) => queue.remove(item.id),
  }
  toastDelivery.run((sonner) => sonner[kind](message, settings))
  for (const stale of queue.add(id)) toastDelivery.run((sonner) => sonner.dismiss(stale))
  return id
}

export const toast = {
  success: (message: string, options: Options = {}) => show('success', message, options, TOAST_DURATION_SUCCESS_MS),
  error: (message: string, options: Options = {}) => show('error', message, options, TOAST_DURATION_DEFAULT_MS),
  info: (message: string, options: Options = {}) => show('info', message, options, TOAST_DURATION_DEFAULT_MS),
  dismiss: (id?: ToastId) => toastDelivery.run((sonner) => sonner.dismiss(id)),
}
