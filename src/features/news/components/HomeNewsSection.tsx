import Image from 'next/image'
import Link from 'next/link'
import { formatDateZh } from '@/lib/format'
import { HomeNote, HomeSection } from '@/features/shell/home/HomeSection'
import type { Loaded } from '@/features/shell/home/load'
import type { NewsDTO } from '../serialize'

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
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-lg">
      {item.image_url && (
        <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
          <Image
            src={item.image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex flex-wrap items-center gap-2 text-xs">
          {item.category && <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700">{item.category}</span>}
          {date && <time dateTime={item.published_at ?? item.created_at} className="text-slate-600">{date}</time>}
        </div>
        <h3 className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700">
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">{item.summary || '暂无描述'}</p>
        <Link href={href} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800" tabIndex={-1} aria-hidden="true">
          阅读全文 →
        </Link>
      </div>
    </article>
  )
}
