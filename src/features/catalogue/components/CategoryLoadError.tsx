'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { startTransition } from 'react'
import { ReloadButton } from './PageActions'
import { RequestDebugSection } from './RequestDebugInfo'
import { Button } from '@/ui/Button'

/**
 * The error boundary of a category products route: the category (or its products) could not be read.
 * Like the not-found screen, it shows the debug lines the spec asks for (URL 参数, 参数类型, 页面路径).
 */
export function CategoryLoadError({ reset }: { reset: () => void }) {
  const router = useRouter()
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6" role="alert">
        <h1 className="text-xl font-bold text-red-800">获取类目失败</h1>
        <p className="mt-2 text-sm text-red-800">服务器暂时无法读取服务类目，请稍后重试。</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={retry} size="sm">
          重试
        </Button>
        <ReloadButton label="刷新页面" primary={false} />
        <Link
          href="/"
          className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:underline"
        >
          返回首页
        </Link>
      </div>
      <RequestDebugSection />
    </main>
  )
}
