import Link from 'next/link'
import type { ConsultingService } from '@/features/catalogue/content/consulting'
import { CONSULTING_COLORS, ConsultingIcon } from './ConsultingIcon'
import { LinkButton } from '@/ui/Button'
import { cardClass } from '@/ui/Card'
import { PageHero } from '@/ui/PageHero'
import { HelpBand, HeroActions, IndexSection } from './IndexPage'

/** /research-consultation: hero and the consulting service cards (eight in the spec). */
export function ConsultingList({ services }: { services: ConsultingService[] }) {
  return (
    <main className="w-full">
      <PageHero
        title="专业科研咨询服务"
        eyebrow="科研咨询"
        subtitle="从选题、方法、团队协作到成果转化与职业发展，资深学术顾问一对一陪伴您走好科研道路上的每一步。"
      >
        <HeroActions
          primary={{ href: '/contact', label: '预约咨询' }}
          secondary={{ href: '/services', label: '浏览全部服务' }}
        />
      </PageHero>

      <IndexSection headingId="consulting-heading" title="咨询服务项目">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6" data-testid="consulting-grid">
          {services.map((service) => {
            const colors = CONSULTING_COLORS[service.color]
            return (
              <li key={service.id} className="flex">
                <article
                  className={cardClass({ interactive: true, className: 'flex w-full flex-col' })}
                  data-testid="consulting-card"
                >
                  <span className={`flex h-12 w-12 items-center justify-center rounded-xl text-white ${colors.solid}`}>
                    <ConsultingIcon name={service.icon} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{service.description}</p>
                  <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <span className={`mt-2 h-1.5 w-1.5 shrink-0 rounded-full ${colors.solid}`} aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <Link
                    href={service.link}
                    className={`mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium ${colors.text} hover:underline`}
                  >
                    了解详情<span className="sr-only">：{service.title}</span> →
                  </Link>
                </article>
              </li>
            )
          })}
        </ul>
      </IndexSection>

      <HelpBand title="不确定需要哪项咨询？" text="简单描述您的情况，学术顾问会在 24 小时内与您联系并给出建议。">
        <LinkButton href="/contact">联系学术顾问</LinkButton>
      </HelpBand>
    </main>
  )
}
