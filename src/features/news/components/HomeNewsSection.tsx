import Image from 'next/image'
import Link from 'next/link'
import { formatDateZh } from '@/lib/format'
import { HomeNote, HomeSection } from '@/features/shell/home/HomeSection'
import type { Loaded } from '@/features/shell/home/load'
import type { NewsDTO } from '@/features/news/serialize'

export const HOME_NEWS_COUNT = 4

/** Home "科研新闻": the first 4 items; 查看更多 when there are more. */
export function HomeNewsSection({ result }: { result: Loaded<NewsDTO[]> }) {
  const items = result.ok ? result.data.slice(0, HOME_NEWS_COUNT) : []
  const hasMore = result.ok && result.data.length > HOME_NEWS_COUNT
  return (
    <HomeSection
      id="research-news"
      eyebrow="RESEARCH NEWS"
      title="科研新闻"
      description="追踪学术前沿与技术进展，第一时间了解科研领域的重要动态。"
      tone="muted"
      more={hasMore ? { href: '/news', label: '查看更多' } : null}
    >
      {!result.ok ? (
        <HomeNote tone="error">加载失败：{result.message}</HomeNote>
      ) : items.length === 0 ? (
        <HomeNote>暂无科研新闻</HomeNote>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <HomeNewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}

function HomeNewsCard({ item }: { item: NewsDTO }) {
  const href = `/news/${encodeURIComponent(item.slug)}`
  const date = formatDateZh(item.published_at ?? item.created_at)
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-lg sm:flex-col">
      {/* Phones: a compact row (thumbnail beside the text); wider screens: a tall card. */}
      <div className="relative w-28 shrink-0 overflow-hidden bg-gradient-to-br from-brand-50 via-sky-50 to-brand-100 sm:aspect-[16/9] sm:w-auto">
        {item.image_url ? (
          <Image
            src={item.image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          // No image: a quiet placeholder keeps the cards in one row aligned.
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="absolute left-1/2 top-1/2 h-12 w-12 -translate-x-1/2 -translate-y-1/2 text-brand-200"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          >
            <path d="M5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1z" />
            <path d="M17 8h2a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" strokeLinecap="round" />
          </svg>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="mb-2 flex flex-wrap items-center gap-2 text-xs sm:mb-3">
          {item.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700">{item.category}</span>
          )}
          {date && (
            <time dateTime={item.published_at ?? item.created_at} className="text-slate-600">
              {date}
            </time>
          )}
        </div>
        <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-slate-900 sm:text-base">
          <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">
            {item.title}
          </Link>
        </h3>
        <p className="mt-1.5 line-clamp-2 flex-1 text-[13px] leading-6 text-slate-600 sm:mt-2 sm:line-clamp-3 sm:text-sm">
          {item.summary || '暂无描述'}
        </p>
        <span
          className="mt-4 hidden items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800 sm:inline-flex"
          aria-hidden="true"
        >
          阅读全文 →
        </span>
      </div>
    </article>
  )
}
