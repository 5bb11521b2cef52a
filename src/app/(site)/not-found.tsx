import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: '页面未找到', description: '您访问的页面不存在或已被移除。' }

export default function NotFound() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center bg-gradient-to-b from-brand-50/60 to-white px-5 py-16">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-600 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">页面未找到</h1>
        <p className="mt-3 text-[15px] leading-7 text-slate-600">
          抱歉，您访问的页面不存在，可能已被移动或删除。请检查网址，或从下面的入口继续浏览。
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href="/"
            className="inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-md hover:bg-brand-700"
          >
            返回首页
          </Link>
          <Link
            href="/services"
            className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            浏览服务
          </Link>
          <Link
            href="/contact"
            className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            联系我们
          </Link>
        </div>
      </div>
    </main>
  )
}
