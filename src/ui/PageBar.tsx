import Link from 'next/link'
import { pageWindow } from '@/lib/pagination'

const cell =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium transition'
const idle = `${cell} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`

/**
 * The numbered page links under a list (plain links: they work without JavaScript), and the
 * list's `rel="prev"`/`rel="next"` links, which React places in the document's head.
 */
export function PageBar({
  current,
  pages,
  hrefFor,
  label,
}: {
  current: number
  pages: number
  hrefFor: (page: number) => string
  label: string
}) {
  if (pages <= 1) return null
  const previous = current > 1 ? hrefFor(current - 1) : null
  const next = current < pages ? hrefFor(current + 1) : null
  return (
    <nav aria-label={label} className="mt-10" data-testid="page-bar">
      {previous && <link rel="prev" href={previous} />}
      {next && <link rel="next" href={next} />}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous && (
          <li>
            <Link href={previous} prefetch={false} className={idle}>
              上一页
            </Link>
          </li>
        )}
        {pageWindow(current, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : item.page === current ? (
            <li key={item.page}>
              <span aria-current="page" className={`${cell} border-brand-600 bg-brand-600 text-white`}>
                <span className="sr-only">第</span>
                {item.page}
                <span className="sr-only">页</span>
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <Link href={hrefFor(item.page)} prefetch={false} className={idle} aria-label={`第 ${item.page} 页`}>
                {item.page}
              </Link>
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={next} prefetch={false} className={idle}>
              下一页
            </Link>
          </li>
        )}
      </ul>
      <p className="mt-3 text-center text-sm text-slate-600">
        第 {current} / {pages} 页
      </p>
    </nav>
  )
}
