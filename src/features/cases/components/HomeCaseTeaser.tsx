import Link from 'next/link'
import { HomeCard, HomeCardGrid } from '@/features/shell/home/HomeCards'
import { HomeSection } from '@/features/shell/home/HomeSection'
import type { Loaded } from '@/features/shell/home/load'
import type { CaseDTO } from '@/features/cases/serialize'

export const HOME_CASES_COUNT = 4

/** Home "成功案例": the first 4 cases and a link to /cases. */
export function HomeCaseTeaser({ result }: { result: Loaded<CaseDTO[]> }) {
  const cases = result.ok ? result.data.slice(0, HOME_CASES_COUNT) : []
  return (
    <HomeSection
      id="success-cases"
      eyebrow="真实成果"
      title="成功案例"
      description="来自真实客户的研究成果，见证我们与科研工作者的每一次合作。"
      tone="muted"
      more={{ href: '/cases', label: '查看全部案例' }}
    >
      <HomeCardGrid
        result={result}
        items={cases}
        empty="暂无成功案例，敬请期待。"
        renderItem={(item) => <CaseCard item={item} />}
      />
    </HomeSection>
  )
}

function CaseCard({ item }: { item: CaseDTO }) {
  const facts = [item.year ? `${item.year}年` : null, item.impact_factor ? `IF ${item.impact_factor}` : null].filter(
    Boolean,
  )
  return (
    <HomeCard
      imageUrl={item.image_url}
      mediaClassName="from-brand-50 to-sky-100 sm:aspect-[16/10]"
      fallback={
        <span className="flex h-full items-center justify-center text-5xl" aria-hidden="true">
          🏅
        </span>
      }
    >
      <p className="mb-2 text-xs font-medium text-brand-700">
        {[item.service_type, ...facts].filter(Boolean).join(' · ')}
      </p>
      <h3>
        <Link href={`/cases/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
      </h3>
      {item.description && <p className="card-summary">{item.description}</p>}
      {item.client_name && (
        <p className="case-card-foot">
          {item.client_name}
          {item.client_title ? ` · ${item.client_title}` : ''}
        </p>
      )}
    </HomeCard>
  )
}
