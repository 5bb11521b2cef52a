'use client'

import { useRouter } from 'next/navigation'

const buttonClass =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Reloads the page (the server renders it again). */
export function ReloadButton({ label = '重试', primary = true }: { label?: string; primary?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className={`${buttonClass} ${primary ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-slate-300 text-slate-700 hover:bg-slate-50'}`}
    >
      {label}
    </button>
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
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallbackHref))}
      className={`${buttonClass} border border-slate-300 text-slate-700 hover:bg-slate-50`}
    >
      {label}
    </button>
  )
}
