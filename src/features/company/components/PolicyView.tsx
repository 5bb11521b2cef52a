import Link from 'next/link'
import type { ReactNode } from 'react'
import { POLICY_UPDATED, type Policy, type StorageEntry } from '@/features/company/policies'
import { PageHero, container } from './ui'

const OTHER_POLICIES = [
  { slug: 'privacy', label: '隐私政策', href: '/privacy' },
  { slug: 'terms', label: '服务条款', href: '/terms' },
  { slug: 'cookies', label: 'Cookie 政策', href: '/cookies' },
] as const

const SITE_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g

/** Policy text with its `[label](/path)` marks drawn as links. */
function PolicyText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(SITE_LINK)) {
    parts.push(text.slice(last, match.index))
    parts.push(
      <Link key={match.index} href={match[2]} className="text-brand-700 underline hover:text-brand-800">
        {match[1]}
      </Link>,
    )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}

function StorageTable({ entries }: { entries: StorageEntry[] }) {
  return (
    <>
      {/* Wide screens: a table; phones: one card per entry. */}
      <div className="mt-4 hidden overflow-hidden rounded-xl border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">本网站使用的 Cookie 与本地存储</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                名称
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                类型
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                用途
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                保存期限
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
                  {entry.name}
                </th>
                <td className="px-4 py-3 text-slate-700">{entry.kind}</td>
                <td className="px-4 py-3 text-slate-700">{entry.purpose}</td>
                <td className="px-4 py-3 text-slate-700">{entry.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.name} className="rounded-xl border border-slate-200 p-4 text-sm">
            <p className="font-mono text-xs font-semibold break-all text-slate-900">{entry.name}</p>
            <dl className="mt-2 space-y-1 text-slate-700">
              <div>
                <dt className="inline text-slate-500">类型：</dt>
                <dd className="inline">{entry.kind}</dd>
              </div>
              <div>
                <dt className="inline text-slate-500">用途：</dt>
                <dd className="inline">{entry.purpose}</dd>
              </div>
              <div>
                <dt className="inline text-slate-500">保存期限：</dt>
                <dd className="inline">{entry.lifetime}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

export function PolicyView({ policy, brandName }: { policy: Policy; brandName: string }) {
  return (
    <main>
      <PageHero title={policy.title} subtitle={`${brandName} · 更新日期：${POLICY_UPDATED}`} />
      <div className={`${container} grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_14rem] lg:py-14`}>
        <article className="max-w-3xl">
          <p className="leading-7 text-slate-700">{policy.intro}</p>
          {policy.sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                  <PolicyText text={paragraph} />
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>
                      <PolicyText text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {section.storage && <StorageTable entries={section.storage} />}
            </section>
          ))}
        </article>
        <nav aria-label="政策与条款" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-500">政策与条款</h2>
          <ul className="mt-3 space-y-2">
            {OTHER_POLICIES.map((item) => (
              <li key={item.slug}>
                <Link
                  href={item.href}
                  aria-current={item.slug === policy.slug ? 'page' : undefined}
                  className={
                    item.slug === policy.slug
                      ? 'font-semibold text-brand-700'
                      : 'text-slate-700 hover:text-brand-700 hover:underline'
                  }
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  )
}
