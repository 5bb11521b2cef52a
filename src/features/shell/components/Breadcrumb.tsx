import Link from 'next/link'
import { breadcrumbJsonLd } from '@/lib/structured-data'
import { JsonLd } from '@/ui/JsonLd'

export type Crumb = { label: string; href?: string }

const tones = {
  light: {
    nav: 'text-slate-600',
    link: 'hover:text-brand-700 hover:underline',
    current: 'font-medium text-slate-900',
    separator: 'text-slate-400',
  },
  onDark: { nav: 'text-brand-100', link: 'hover:text-white hover:underline', current: 'text-white', separator: '' },
} as const

/**
 * 首页 / … / current page. The last crumb is the current page and is never a link. Search engines
 * get the same trail as a BreadcrumbList.
 */
export function Breadcrumb({ items, tone = 'light' }: { items: Crumb[]; tone?: keyof typeof tones }) {
  const style = tones[tone]
  return (
    <nav aria-label="面包屑导航" className={`text-sm ${style.nav}`}>
      <JsonLd data={breadcrumbJsonLd(items)} />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1
          return (
            <li
              key={`${item.label}-${index}`}
              className={`flex items-center gap-2 ${isCurrent ? 'min-w-0 max-w-full' : ''}`}
            >
              {index > 0 && (
                <span aria-hidden="true" className={style.separator}>
                  /
                </span>
              )}
              {item.href && !isCurrent ? (
                <Link href={item.href} className={style.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className={`truncate ${style.current}`}>
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
