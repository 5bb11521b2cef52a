'use client'

import type { MouseEvent } from 'react'
import { TOAST_DURATION_DEFAULT_MS, toast } from '@/features/shell/toast'
import { APPLY_FAILED_MESSAGE, APPLY_OPENING_MESSAGE } from '@/features/company/careers'
import { buttonClass } from '@/ui/button-class'

/**
 * 申请职位: a mailto: link (so it works without JavaScript too). The click lets the browser open
 * the mail client and shows the spec's toast; should handing over fail, the failure toast.
 */
export function ApplyButton({ href, jobTitle }: { href: string; jobTitle: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    try {
      event.preventDefault()
      window.location.assign(href)
      // The service pages' toasts last 4 s (spec part 2), this one too, although it is green.
      toast.success(APPLY_OPENING_MESSAGE, { duration: TOAST_DURATION_DEFAULT_MS })
    } catch {
      toast.error(APPLY_FAILED_MESSAGE)
    }
  }
  return (
    <a
      href={href}
      onClick={onClick}
      aria-label={`申请职位：${jobTitle}`}
      data-testid="apply-button"
      className={buttonClass({})}
    >
      申请职位
    </a>
  )
}
