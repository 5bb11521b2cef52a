import type { ReactNode } from 'react'
import { Img } from '@/ui/Img'
import Link from 'next/link'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { SharePageLink } from '@/features/shell/components/SharePageLink'
import { publicPathOf } from '@/lib/public-paths'
import { absoluteUrl } from '@/lib/seo'
import { sanitizeHtml, sanitizedHtmlClass } from '@/lib/sanitize'
import type { CaseDTO } from '@/features/cases/serialize'
import { CaseGallery } from './CaseGallery'
import { AcceptanceLetter } from './AcceptanceLetter'
import { LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'
import { Badge } from '@/ui/Badge'

function MetaItem({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-[6rem] rounded-xl bg-slate-50 px-4 py-3 ${wide ? 'min-w-[15rem] flex-[2]' : 'flex-auto'}`}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 break-words font-semibold text-slate-900">{value}</dd>
    </div>
  )
}

/** The DOI, linked to its resolver when it is one (doi.org opens in the same tab, like any link). */
function Doi({ item }: { item: CaseDTO }) {
  if (!item.doi_url) return <span className="break-all">{item.doi}</span>
  return (
    <a
      href={item.doi_url}
      rel="noopener"
      className="break-all text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900"
      data-testid="case-doi"
    >
      {item.doi}
    </a>
  )
}

/**
 * /cases/{slug}: breadcrumb, title, meta (journal, impact factor, year, DOI, client), images
 * (lightbox), the acceptance letter (lightbox), content, related services.
 */
export function CaseDetail({ item, share }: { item: CaseDTO; share?: ReactNode }) {
  const body = sanitizeHtml(item.content)
  const client = [item.client_name, item.client_title].filter(Boolean).join(' · ')
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '成功案例', href: '/cases' }, { label: item.title }]}
      />

      <article className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          {item.service_type && <Badge>{item.service_type}</Badge>}
          {item.is_featured && (
            <span className="rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-900">精选案例</span>
          )}
        </div>
        <h1 className="mt-3 text-2xl font-bold leading-snug text-slate-900 sm:text-3xl sm:leading-tight">
          {item.title}
        </h1>
        {item.description && <p className="mt-4 text-base leading-7 text-slate-700">{item.description}</p>}

        <dl className="mt-6 flex flex-wrap gap-3" data-testid="case-meta">
          {item.service_type && <MetaItem label="服务类型" value={item.service_type} />}
          {item.journal && <MetaItem label="发表期刊" value={item.journal} wide />}
          {item.impact_factor !== null && <MetaItem label="影响因子" value={`IF ${item.impact_factor}`} />}
          {item.year !== null && <MetaItem label="年份" value={`${item.year}年`} />}
          {item.doi && <MetaItem label="DOI" value={<Doi item={item} />} wide />}
          {client && (
            <div className="min-w-[15rem] flex-[2] rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-xs text-slate-600">客户</dt>
              <dd className="mt-1 flex items-center gap-2 font-semibold text-slate-900">
                {item.client_avatar_url && (
                  <Img
                    src={item.client_avatar_url}
                    alt=""
                    width={28}
                    height={28}
                    className="h-7 w-7 shrink-0 rounded-full object-cover"
                    unoptimized={item.client_avatar_url.endsWith('.svg')}
                  />
                )}
                <span className="min-w-0">{client}</span>
              </dd>
            </div>
          )}
        </dl>

        {item.images.length > 0 && (
          <div className="mt-8">
            <CaseGallery images={item.images} title={item.title} />
          </div>
        )}

        {item.acceptance_letter_url && <AcceptanceLetter src={item.acceptance_letter_url} title={item.title} />}

        {body && (
          <div
            className={`mt-8 ${sanitizedHtmlClass}`}
            data-testid="case-body"
            dangerouslySetInnerHTML={{ __html: body }}
          />
        )}
        {share && (
          <div className="mt-10">
            {/* 微信扫一扫 is for computers; a phone gets the link to copy or share instead (issue #42). */}
            <div className="hidden md:block">{share}</div>
            <div className="md:hidden">
              <SharePageLink url={absoluteUrl(publicPathOf('cases', item))} title={item.title} />
            </div>
          </div>
        )}
      </article>

      {item.related_services.length > 0 && (
        <section className="mt-12" aria-labelledby="related-services-heading">
          <h2 id="related-services-heading" className="text-xl font-bold text-slate-900">
            相关服务
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="related-services">
            {item.related_services.map((service) => (
              <li key={service.id}>
                <Link
                  href={`/category-products/${service.id}`}
                  className="flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3 font-medium text-slate-800 transition hover:border-brand-500 hover:text-brand-700"
                >
                  {service.name}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-12 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link
          href="/cases"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <span aria-hidden="true">←</span> 返回案例列表
        </Link>
        <LinkButton href="/contact">咨询同类服务</LinkButton>
      </div>
    </div>
  )
}

export function CaseNotFound() {
  return (
    <StatusScreen
      code="404"
      title="页面未找到"
      message="抱歉，您访问的案例不存在或已下线。"
      actions={<LinkButton href="/cases">查看所有案例</LinkButton>}
    />
  )
}
