import Link from 'next/link'
import type { CategoryDTO } from '@/features/catalogue/serialize'
import { FallbackImage } from './FallbackImage'
import { LinkButton } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { cardClass } from '@/ui/Card'
import { PageHero } from '@/ui/PageHero'
import { HelpBand, HeroActions, IndexSection } from './IndexPage'
import { wideColumnsClass } from '@/features/catalogue/grid-columns'

/** /services: every visible category, linking to its products, with consult and cases buttons. */
export function ServicesIndex({ categories }: { categories: CategoryDTO[] }) {
  return (
    <main className="w-full">
      <PageHero
        title="我们的服务"
        subtitle="覆盖生物信息、临床研究、Meta分析、统计、写作、润色选刊、基金申报与科研培训，为科研工作者提供一站式学术支持。"
      >
        <HeroActions
          primary={{ href: '/contact', label: '立即咨询' }}
          secondary={{ href: '/cases', label: '查看成功案例' }}
        />
      </PageHero>

      <IndexSection headingId="category-heading" title="服务类目">
        {categories.length === 0 ? (
          <EmptyState as="p" className="mt-6">
            暂无服务类目，请稍后再来或直接联系我们。
          </EmptyState>
        ) : (
          <ul
            className={`mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:gap-6 ${wideColumnsClass(categories.length)}`}
            data-testid="category-grid"
          >
            {categories.map((category, index) => (
              <li key={category.id}>
                <Link
                  href={`/category-products/${category.id}`}
                  className={cardClass({
                    interactive: true,
                    padding: 'none',
                    className: 'group flex h-full flex-col overflow-hidden',
                  })}
                  data-testid="category-card"
                >
                  <div className="relative aspect-[16/9] bg-slate-100">
                    <FallbackImage
                      src={category.main_image_url}
                      alt=""
                      sizes="(min-width: 1024px) 33vw, 50vw"
                      priority={index < 3}
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-3 sm:p-4">
                    <h3 className="text-base font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
                      {category.name}
                    </h3>
                    {category.description && (
                      <p className="mt-1 line-clamp-2 text-xs leading-5 text-slate-600 sm:mt-2 sm:line-clamp-3 sm:text-sm sm:leading-6">
                        {category.description}
                      </p>
                    )}
                    <span className="mt-auto pt-2 text-xs font-medium text-brand-700 sm:pt-3 sm:text-sm">
                      查看服务 →
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </IndexSection>

      <HelpBand title="找不到合适的服务？" text="告诉我们您的研究需求，学术顾问将为您定制一对一方案。">
        <div className="flex flex-wrap gap-3">
          <LinkButton href="/contact">联系我们</LinkButton>
          <LinkButton href="/cases" variant="secondary">
            成功案例
          </LinkButton>
        </div>
      </HelpBand>
    </main>
  )
}
