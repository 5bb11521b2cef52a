import { Img } from '@/ui/Img'
import Link from 'next/link'
import { formatDateZh } from '@/lib/format'
import type { NewsDTO } from '@/features/news/serialize'
import { Badge } from '@/ui/Badge'
import { cardClass } from '@/ui/Card'

/** One card of the news list: image, category, date, title, summary and 阅读更多. */
export function NewsCard({ item, priority = false }: { item: NewsDTO; priority?: boolean }) {
  const href = `/news/${encodeURIComponent(item.slug)}`
  const date = item.published_at ?? item.created_at
  return (
    <article
      className={cardClass({
        interactive: true,
        padding: 'none',
        className: 'group flex h-full flex-col overflow-hidden',
      })}
      data-testid="news-card"
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50"
      >
        {item.image_url ? (
          <Img
            src={item.image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-300 group-hover:scale-105"
            priority={priority}
            unoptimized={item.image_url.endsWith('.svg')}
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-4xl font-bold text-brand-600/40">
            科研新闻
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {item.category && <Badge testId="news-category">{item.category}</Badge>}
          {date && (
            <time dateTime={date} className="text-slate-600">
              {formatDateZh(date)}
            </time>
          )}
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-7 text-slate-900">
          <Link href={href} className="line-clamp-2 hover:text-brand-700">
            {item.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{item.summary || '暂无描述'}</p>
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-700 hover:text-brand-900"
          aria-label={`阅读更多：${item.title}`}
        >
          阅读更多 <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
