'use client'

import Link from 'next/link'

/** The case exists but could not be read (database trouble): say so, offer a retry. */
export default function CaseDetailError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <div role="alert">
        <h1 className="text-2xl font-bold text-slate-900">加载失败</h1>
        <p className="mt-3 text-slate-600">获取案例详情失败，请稍后重试。</p>
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          重试
        </button>
        <Link
          href="/cases"
          className="rounded-lg border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          返回案例列表
        </Link>
      </div>
    </main>
  )
}
