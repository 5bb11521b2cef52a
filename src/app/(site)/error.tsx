'use client'

import Link from 'next/link'

/**
 * Any site page whose server-side read fails and that has no error screen of its own
 * (company, tier and course pages, for instance): a Chinese message inside the site shell,
 * instead of Next's default English one.
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      {/* The page's own metadata failed with it; React hoists this into <head>. */}
      <title>页面加载失败 · 科研学术服务平台</title>
      <div role="alert">
        <h1 className="text-2xl font-bold text-slate-900">页面加载失败</h1>
        <p className="mt-3 text-slate-600">服务器暂时无法读取数据，请稍后重试。</p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          重试
        </button>
        <Link
          href="/"
          className="rounded-lg border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          返回首页
        </Link>
      </div>
    </main>
  )
}
