import type { ReactNode } from 'react'
import { Img } from '@/ui/Img'
import Link from 'next/link'
import { formatDateZh } from '@/lib/format'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { sanitizeHtml, sanitizedHtmlClass } from '@/lib/sanitize'
import type { NewsDTO } from '@/features/news/serialize'
import { NewsViewCount } from './NewsViewCount'
import { LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'
import { Badge } from '@/ui/Badge'
import { SharePageLink } from '@/features/shell/components/SharePageLink'
import { publicPathOf } from '@/lib/public-paths'
import { absoluteUrl } from '@/lib/seo'

/** /news/{slug}: breadcrumb, image, category, date, views, title, summary, body, back link. */
export function NewsArticle({ article, share }: { article: NewsDTO; share?: ReactNode }) {
  const date = article.published_at ?? article.created_at
  const body = sanitizeHtml(article.content)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '科研新闻', href: '/news' }, { label: article.title }]}
      />

      <article className="mt-6">
        {article.image_url && (
          <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
            <Img
              src={article.image_url}
              alt={article.title}
              fill
              priority
              sizes="(min-width: 896px) 848px, 100vw"
              className="object-cover"
              unoptimized={article.image_url.endsWith('.svg')}
            />
          </div>
        )}
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {article.category && <Badge>{article.category}</Badge>}
          {date && <time dateTime={date}>{formatDateZh(date)}</time>}
          <NewsViewCount slug={article.slug} initialCount={article.views_count} />
        </div>
        <h1 className="mt-4 text-2xl font-bold leading-snug text-slate-900 sm:text-3xl sm:leading-tight">
          {article.title}
        </h1>
        {article.summary && (
          <p className="mt-5 rounded-xl border-l-4 border-brand-500 bg-brand-50 px-5 py-4 text-base leading-7 text-slate-700">
            {article.summary}
          </p>
        )}
        {body && (
          <div
            className={`mt-8 ${sanitizedHtmlClass}`}
            data-testid="news-body"
            dangerouslySetInnerHTML={{ __html: body }}
          />
        )}
        {share && (
          <div className="mt-10">
            {/* 微信扫一扫 is for computers; a phone gets the link to copy or share instead (issue #42). */}
            <div className="hidden md:block">{share}</div>
            <div className="md:hidden">
              <SharePageLink url={absoluteUrl(publicPathOf('news', article))} title={article.title} />
            </div>
          </div>
        )}
      </article>

      <div className="mt-12 border-t border-slate-200 pt-6">
        <Link
          href="/news"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <span aria-hidden="true">←</span> 返回新闻列表
        </Link>
      </div>
    </div>
  )
}

export function NewsNotFound() {
  return (
    <StatusScreen
      code="404"
      title="页面未找到"
      message="抱歉，您访问的新闻页面不存在。"
      actions={<LinkButton href="/news">查看所有新闻</LinkButton>}
    />
  )
}
