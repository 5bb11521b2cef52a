import Link from 'next/link'
import type { ReactNode } from 'react'
import type { ProductSections as Sections } from '@/features/catalogue/product-sections'
import { Card, cardClass } from '@/ui/Card'
import { Img } from '@/ui/Img'
import { Price } from '@/ui/Price'

const CHECK = 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z'
const SHIELD =
  'M10 1.5 3 4.25v5.1c0 4.2 2.9 8.05 7 9.15 4.1-1.1 7-4.95 7-9.15v-5.1L10 1.5Zm3.2 6.2-3.9 4.6a.75.75 0 0 1-1.1.05L6.3 10.4a.75.75 0 1 1 1.06-1.06l1.3 1.3 3.38-3.98a.75.75 0 1 1 1.14.98Z'

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-bold text-slate-900">
      {children}
    </h2>
  )
}

/** A titled grid of linked cards (相关案例, 相关服务); nothing when there are no items. */
function RelatedLinks<Item extends { href: string }>({
  id,
  title,
  items,
  linkClassName,
  children,
}: {
  id: string
  title: string
  items: Item[]
  linkClassName: string
  children: (item: Item) => ReactNode
}) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.href}
            className={cardClass({ interactive: true, padding: 'none', className: 'overflow-hidden' })}
          >
            <Link href={item.href} className={linkClassName}>
              {children(item)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The product page below its summary: 服务流程, 交付内容 and 服务保障, 常见问题 (an accordion of
 * native <details>, usable without JavaScript), 相关案例 and 相关服务. Each only when it has content.
 */
export function ProductSections({ sections }: { sections: Sections }) {
  const { process, deliverables, guarantees, faq, relatedCases, relatedProducts } = sections
  return (
    <div className="mt-12 space-y-12 border-t border-slate-200 pt-10" data-product-sections>
      {process.length > 0 && (
        <section aria-labelledby="product-process">
          <SectionTitle id="product-process">服务流程</SectionTitle>
          <ol className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {process.map((step, index) => (
              <li key={`${index}-${step.title}`} className={cardClass({ padding: 'md', className: 'flex gap-3' })}>
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">第{index + 1}步：</span>
                    {step.title}
                  </h3>
                  {step.description && <p className="mt-1 text-sm leading-6 text-slate-600">{step.description}</p>}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      {(deliverables.length > 0 || guarantees.length > 0) && (
        <div className="grid gap-8 md:grid-cols-2">
          {deliverables.length > 0 && (
            <section aria-labelledby="product-deliverables">
              <SectionTitle id="product-deliverables">交付内容</SectionTitle>
              <Card as="div" className="mt-5">
                <ul className="space-y-3">
                  {deliverables.map((item) => (
                    <li key={item} className="flex gap-2 text-sm leading-6 text-slate-700">
                      <svg
                        viewBox="0 0 20 20"
                        fill="currentColor"
                        className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
                        aria-hidden="true"
                      >
                        <path fillRule="evenodd" d={CHECK} clipRule="evenodd" />
                      </svg>
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          )}
          {guarantees.length > 0 && (
            <section aria-labelledby="product-guarantees">
              <SectionTitle id="product-guarantees">服务保障</SectionTitle>
              <ul className="mt-5 space-y-3">
                {guarantees.map((guarantee) => (
                  <li key={guarantee.title} className={cardClass({ padding: 'sm', className: 'flex gap-3' })}>
                    <svg
                      viewBox="0 0 20 20"
                      fill="currentColor"
                      className="h-6 w-6 shrink-0 text-emerald-600"
                      aria-hidden="true"
                    >
                      <path fillRule="evenodd" d={SHIELD} clipRule="evenodd" />
                    </svg>
                    <div>
                      <h3 className="font-semibold text-slate-900">{guarantee.title}</h3>
                      {guarantee.description && (
                        <p className="mt-0.5 text-sm leading-6 text-slate-600">{guarantee.description}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      {faq.length > 0 && (
        <section aria-labelledby="product-faq">
          <SectionTitle id="product-faq">常见问题</SectionTitle>
          <div className={cardClass({ padding: 'none', className: 'mt-5 divide-y divide-slate-200' })}>
            {faq.map((item) => (
              <details key={item.question} className="group" data-faq-item>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <svg
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180"
                    aria-hidden="true"
                  >
                    <path
                      fillRule="evenodd"
                      d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                      clipRule="evenodd"
                    />
                  </svg>
                </summary>
                <p className="whitespace-pre-line px-5 pb-4 text-sm leading-7 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}

      <RelatedLinks id="product-cases" title="相关案例" items={relatedCases} linkClassName="block h-full">
        {(item) => (
          <>
            <div className="relative aspect-[16/9] bg-slate-100">
              {item.image && (
                <Img src={item.image} alt="" fill sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" />
              )}
            </div>
            <div className="p-4">
              <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900">{item.title}</h3>
              {item.summary && <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">{item.summary}</p>}
            </div>
          </>
        )}
      </RelatedLinks>

      <RelatedLinks id="product-related" title="相关服务" items={relatedProducts} linkClassName="flex h-full gap-3 p-3">
        {(item) => (
          <>
            <div className="relative h-16 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
              {item.image && <Img src={item.image} alt="" fill sizes="5rem" />}
            </div>
            <div className="min-w-0">
              <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">{item.name}</h3>
              <Price value={item.price_text} size="sm" as="p" className="mt-1" />
            </div>
          </>
        )}
      </RelatedLinks>
    </div>
  )
}
