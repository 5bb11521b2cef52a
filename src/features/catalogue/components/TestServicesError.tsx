'use client'

import { ReloadButton } from './PageActions'
import { LinkButton } from '@/ui/Button'

/** The error boundary of the test services page. */
export function TestServicesError() {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">加载失败</h1>
      <p className="mt-3 text-sm text-red-700" role="alert">
        获取测试服务失败
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ReloadButton label="重试" />
        <LinkButton href="/" variant="neutral" size="sm">
          返回首页
        </LinkButton>
      </div>
    </main>
  )
}
