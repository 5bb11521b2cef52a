import { Img } from '@/ui/Img'
import Link from 'next/link'
import { HomeNote, HomeSection } from '@/features/shell/home/HomeSection'
import type { Loaded } from '@/features/shell/home/load'
import { CORE_SERVICES_SECTION_ID, categoryHref } from '@/features/shell/navigation'
import type { CategoryDTO } from '@/features/catalogue/serialize'
import { categoryEmoji } from './CoreServicesGrid.emoji'

export const CORE_SERVICES_MOBILE = 4
export const CORE_SERVICES_DESKTOP = 8

/**
 * Home "核心学术服务": 4 cards under 768 px and 8 above (the extra four are hidden by CSS, so the
 * server-rendered page is right at first paint), and 查看更多服务 when more categories exist than show.
 */
export function CoreServicesGrid({ result }: { result: Loaded<CategoryDTO[]> }) {
  const categories = result.ok ? result.data : []
  const shown = categories.slice(0, CORE_SERVICES_DESKTOP)
  const moreOnDesktop = categories.length > CORE_SERVICES_DESKTOP
  const moreOnMobile = categories.length > CORE_SERVICES_MOBILE
  const more =
    moreOnMobile || moreOnDesktop
      ? { href: '/services', label: '查看更多服务', className: moreOnDesktop ? '' : 'md:hidden' }
      : null

  return (
    <HomeSection
      id={CORE_SERVICES_SECTION_ID}
      eyebrow="一站式科研支持"
      title="核心学术服务"
      description="覆盖科研全流程的专业服务，从研究设计、数据分析到论文发表，为您的学术之路保驾护航。"
      more={more}
    >
      {!result.ok ? (
        <HomeNote tone="error">加载失败：{result.message}</HomeNote>
      ) : shown.length === 0 ? (
        <HomeNote>暂无服务类目</HomeNote>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
          {shown.map((category, index) => (
            <li
              key={category.id}
              {...(index >= CORE_SERVICES_MOBILE && { className: 'hidden md:block' })}
              data-core-service
            >
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}

function CategoryCard({ category }: { category: CategoryDTO }) {
  return (
    <article className="group core-card">
      <div className="core-card-media">
        {category.main_image_url ? (
          <Img
            src={category.main_image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, 50vw"
            maxWidth={1200}
            className="img-zoom"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-5xl md:text-6xl" aria-hidden="true">
            {categoryEmoji(category.name)}
          </span>
        )}
      </div>
      <div className="core-card-body">
        <div className="flex items-center gap-2">
          {category.icon_url && (
            <Img src={category.icon_url} alt="" width={32} height={32} className="core-card-icon" />
          )}
          <h3>{category.name}</h3>
        </div>
        <p>{`专业${category.name}服务`}</p>
        <Link href={categoryHref(category.id)}>
          了解更多<span className="sr-only">{`：${category.name}`}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
