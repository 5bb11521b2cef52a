'use client'

import { useRouter } from 'next/navigation'
import { Button } from '@/ui/Button'

/** Reloads the page (the server renders it again). */
export function ReloadButton({ label = '重试', primary = true }: { label?: string; primary?: boolean }) {
  return (
    <Button size="sm" variant={primary ? 'primary' : 'neutral'} onClick={() => window.location.reload()}>
      {label}
    </Button>
  )
}

/** Goes back in history, or to a fallback page when the visitor arrived directly. */
export function GoBackButton({
  fallbackHref = '/services',
  label = '返回上一页',
}: {
  fallbackHref?: string
  label?: string
}) {
  const router = useRouter()
  return (
    <Button
      size="sm"
      variant="neutral"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallbackHref))}
    >
      {label}
    </Button>
  )
}
