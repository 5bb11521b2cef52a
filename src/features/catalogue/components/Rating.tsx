/** The fixed rating every product shows (a claim in the copy, not data). */
export const PRODUCT_RATING = '4.9'

export function Rating({ className = '', showServed = false }: { className?: string; showServed?: boolean }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-xs text-slate-600 sm:text-sm ${className}`}>
      <span className="flex items-center gap-0.5 text-amber-500" aria-hidden="true">
        {'★★★★★'}
      </span>
      <span className="font-medium text-slate-800">
        <span className="sr-only">评分 </span>
        {PRODUCT_RATING}
      </span>
      {showServed && <span>已服务 1000+ 客户</span>}
    </p>
  )
}
