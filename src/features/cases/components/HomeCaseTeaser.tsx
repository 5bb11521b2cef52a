import Image from 'next/image'
import Link from 'next/link'
import { HomeNote, HomeSection } from '@/features/shell/home/HomeSection'
import type { Loaded } from '@/features/shell/home/load'
import type { CaseDTO } from '@/features/cases/serialize'

export const HOME_CASES_COUNT = 4

/** Home "成功案例": the first 4 cases and a link to /cases. */
export function HomeCaseTeaser({ result }: { result: Loaded<CaseDTO[]> }) {
  const cases = result.ok ? result.data.slice(0, HOME_CASES_COUNT) : []
  return (
    <HomeSection
      id="success-cases"
      eyebrow="SUCCESS CASES"
      title="成功案例"
      description="来自真实客户的研究成果，见证我们与科研工作者的每一次合作。"
      tone="muted"
      more={{ href: '/cases', label: '查看全部案例' }}
    >
      {!result.ok ? (
        <HomeNote tone="error">加载失败：{result.message}</HomeNote>
      ) : cases.length === 0 ? (
        <HomeNote>暂无成功案例，敬请期待。</HomeNote>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cases.map((item) => (
            <li key={item.id}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}

function CaseCard({ item }: { item: CaseDTO }) {
  const facts = [item.year ? `${item.year}年` : null, item.impact_factor ? `IF ${item.impact_factor}` : null].filter(
    Boolean,
  )
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-lg sm:flex-col">
      {/* Phones: a compact row (thumbnail beside the text); wider screens: a tall card. */}
      <div className="relative w-28 shrink-0 overflow-hidden bg-gradient-to-br from-brand-50 to-sky-100 sm:aspect-[16/10] sm:w-auto">
        {item.image_url ? (
          <Image
            src={item.image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-5xl" aria-hidden="true">
            🏅
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <p className="mb-2 text-xs font-medium text-brand-700">
          {[item.service_type, ...facts].filter(Boolean).join(' · ')}
        </p>
        <h3 className="line-clamp-2 text-[15px] font-semibold sm:text-base leading-snug text-slate-900">
          <Link
            href={`/cases/${encodeURIComponent(item.slug)}`}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {item.title}
          </Link>
        </h3>
        {item.description && (
          <p className="mt-1.5 line-clamp-2 flex-1 text-[13px] leading-6 text-slate-600 sm:mt-2 sm:line-clamp-3 sm:text-sm">
            {item.description}
          </p>
        )}
        {item.client_name && (
          <p className="mt-4 hidden border-t border-slate-100 pt-3 text-xs text-slate-600 sm:block">
            {item.client_name}
            {item.client_title ? ` · ${item.client_title}` : ''}
          </p>
        )}
      </div>
    </article>
  )
}
