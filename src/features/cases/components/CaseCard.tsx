import { Img } from '@/ui/Img'
import Link from 'next/link'
import type { CaseDTO } from '@/features/cases/serialize'
import { cardClass } from '@/ui/Card'

function CaseMeta({ item }: { item: CaseDTO }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {item.service_type && (
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">{item.service_type}</span>
      )}
      {item.year !== null && (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{item.year}年</span>
      )}
      {item.impact_factor !== null && (
        <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-800">
          IF {item.impact_factor}
        </span>
      )}
    </div>
  )
}

/** A case in the /cases lists; `featured` cards are larger and show the client. */
export function CaseCard({
  item,
  featured = false,
  priority = false,
}: {
  item: CaseDTO
  featured?: boolean
  priority?: boolean
}) {
  const href = `/cases/${encodeURIComponent(item.slug)}`
  return (
    <article
      className={cardClass({
        interactive: true,
        padding: 'none',
        className: 'group relative flex h-full flex-col overflow-hidden',
      })}
      data-testid={featured ? 'featured-case-card' : 'case-card'}
    >
      <div
        className={`relative overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50 ${featured ? 'aspect-[16/9]' : 'aspect-[16/10]'}`}
      >
        {item.image_url ? (
          <Img
            src={item.image_url}
            alt=""
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-300 group-hover:scale-105"
            priority={priority}
            unoptimized={item.image_url.endsWith('.svg')}
          />
        ) : (
          <span
            className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-brand-600/40"
            aria-hidden="true"
          >
            成功案例
          </span>
        )}
        {featured && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow">
            精选
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <CaseMeta item={item} />
        <h3 className="mt-3 text-lg font-semibold leading-7 text-slate-900">
          {/* The link covers the whole card; other text stays selectable above it. */}
          <Link href={href} className="line-clamp-2 after:absolute after:inset-0 group-hover:text-brand-700">
            {item.title}
          </Link>
        </h3>
        {item.journal && (
          <p className="mt-2 line-clamp-2 text-sm text-slate-700" data-testid="case-journal">
            <span className="text-slate-500">发表期刊：</span>
            <span className="font-medium italic">{item.journal}</span>
          </p>
        )}
        {item.description && <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{item.description}</p>}
        {featured && item.client_name && (
          <p className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4 text-sm">
            {item.client_avatar_url ? (
              <Img
                src={item.client_avatar_url}
                alt=""
                width={36}
                height={36}
                className="h-9 w-9 rounded-full object-cover"
                unoptimized={item.client_avatar_url.endsWith('.svg')}
              />
            ) : (
              <span
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                aria-hidden="true"
              >
                {item.client_name.slice(0, 1)}
              </span>
            )}
            <span>
              <span className="font-medium text-slate-900">{item.client_name}</span>
              {item.client_title && <span className="block text-xs text-slate-600">{item.client_title}</span>}
            </span>
          </p>
        )}
        <span className="mt-auto pt-4 text-sm font-medium text-brand-700" aria-hidden="true">
          查看详情 →
        </span>
      </div>
    </article>
  )
}
