/** Generic full-page loading screen: a spinner and 加载中... */
export function FullPageLoading({ label = '加载中...' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  )
}
