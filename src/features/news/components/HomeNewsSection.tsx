import Link from 'next/link'
import { formatDateZh } from '@/lib/format'
import { HomeCard, HomeCardGrid } from '@/features/shell/home/HomeCards'
import { HomeSection } from '@/features/shell/home/HomeSection'
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
      eyebrow="前沿动态"
      title="科研新闻"
      description="追踪学术前沿与技术进展，第一时间了解科研领域的重要动态。"
      tone="muted"
      more={hasMore ? { href: '/news', label: '查看更多' } : null}
    >
      <HomeCardGrid
        result={result}
        items={items}
        empty="暂无科研新闻"
        renderItem={(item) => <HomeNewsCard item={item} />}
      />
    </HomeSection>
  )
}

function HomeNewsCard({ item }: { item: NewsDTO }) {
  const href = `/news/${encodeURIComponent(item.slug)}`
  const date = formatDateZh(item.published_at ?? item.created_at)
  return (
    <HomeCard
      imageUrl={item.image_url}
      mediaClassName="from-brand-50 via-sky-50 to-brand-100 sm:aspect-[16/9]"
      fallback={
        // No image: a quiet placeholder keeps the cards in one row aligned.
        <svg aria-hidden="true" viewBox="0 0 24 24" className="news-placeholder">
          <path d="M5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1z" />
          <path d="M17 8h2a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" strokeLinecap="round" />
        </svg>
      }
    >
      <div className="card-meta">
        {item.category && <span className="tag">{item.category}</span>}
        {date && (
          <time dateTime={item.published_at ?? item.created_at} className="text-slate-600">
            {date}
          </time>
        )}
      </div>
      <h3>
        <Link href={href}>{item.title}</Link>
      </h3>
      <p className="card-summary">{item.summary || '暂无描述'}</p>
      <span className="news-card-more" aria-hidden="true">
        阅读全文 →
      </span>
    </HomeCard>
  )
}
