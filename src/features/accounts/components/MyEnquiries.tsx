'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { formatDateZh } from '@/lib/format'
import { authFetch } from '@/features/shell/session-client'
import { Spinner, readAnswer } from './form-parts'

type MemberEnquiry = {
  id: number
  service: string | null
  message: string
  status: string
  status_label: string
  created_at: string
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; enquiries: MemberEnquiry[] }

const statusTone: Record<string, string> = {
  new: 'bg-amber-50 text-amber-800 ring-amber-200',
  contacted: 'bg-sky-50 text-sky-800 ring-sky-200',
  quoted: 'bg-violet-50 text-violet-800 ring-violet-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/**
 * 我的咨询: the member's enquiries (sent while signed in, or as a guest from the address they
 * verified), with where each stands in plain words. One the API answers without its content
 * (`message` ''; it may be a stranger's who typed this address) says so instead.
 */
export function MyEnquiries({ className }: { className: string }) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    let current = true
    void readAnswer<{ data: MemberEnquiry[] }>(authFetch('/api/enquiries/mine')).then((answer) => {
      if (current) setState(answer.ok ? { status: 'ready', enquiries: answer.body.data } : { status: 'error' })
    })
    return () => {
      current = false
    }
  }, [])

  return (
    <section aria-labelledby="my-enquiries-heading" className={className} data-my-enquiries>
      <h2 id="my-enquiries-heading" className="text-lg font-semibold text-slate-900">
        我的咨询
      </h2>
      {state.status === 'loading' && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4 text-brand-600" />
          正在加载咨询记录…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          咨询记录加载失败，请稍后刷新重试
        </p>
      )}
      {state.status === 'ready' && state.enquiries.length === 0 && (
        <p className="mt-4 text-sm leading-6 text-slate-600">
          您还没有提交过咨询。登录后在
          <Link href="/contact" className="text-brand-700 underline underline-offset-2">
            联系我们
          </Link>
          或任一服务页面提交的咨询会显示在这里，并可随时查看处理进度。
        </p>
      )}
      {state.status === 'ready' && state.enquiries.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {state.enquiries.map((enquiry) => (
            <li key={enquiry.id} className="py-4 first:pt-0 last:pb-0" data-enquiry={enquiry.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">{enquiry.service ?? '一般咨询'}</p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${statusTone[enquiry.status] ?? statusTone.new}`}
                >
                  {enquiry.status_label}
                </span>
              </div>
              {enquiry.message ? (
                <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">{enquiry.message}</p>
              ) : (
                <p className="mt-1 text-sm leading-6 text-slate-500" data-enquiry-withheld>
                  此咨询以访客身份提交，为保护隐私不显示内容；如需查看请
                  <Link href="/contact" className="text-brand-700 underline underline-offset-2">
                    联系我们
                  </Link>
                  。
                </p>
              )}
              <p className="mt-1 text-xs text-slate-500">提交于 {formatDateZh(enquiry.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
