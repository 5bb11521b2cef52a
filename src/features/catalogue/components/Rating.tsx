import { ratingView } from '@/features/catalogue/rating'

/**
 * The product's rating (stars filled to the score, and the score with one decimal) and, with
 * `showServed`, its 已服务 … 客户 line: each only when staff entered it on the offering; nothing at
 * all (not even an empty row) when neither is there.
 */
export function Rating({
  rating,
  servedClients,
  className = '',
  showServed = false,
}: {
  rating: number | null
  servedClients?: string | null
  className?: string
  showServed?: boolean
}) {
  const view = ratingView(rating, showServed ? servedClients : null)
  if (view.score === null && view.served === null) return null
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 text-xs text-slate-600 sm:text-sm ${className}`}
      data-testid="product-rating"
    >
      {view.score !== null && (
        <>
          <span className="relative inline-block leading-none" aria-hidden="true">
            <span className="text-slate-300">{'★★★★★'}</span>
            <span
              className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-500"
              style={{ width: `${view.fill}%` }}
            >
              {'★★★★★'}
            </span>
          </span>
          <span className="font-medium text-slate-800">
            <span className="sr-only">评分 </span>
            {view.score}
          </span>
        </>
      )}
      {view.served !== null && <span>{view.served}</span>}
    </p>
  )
}
