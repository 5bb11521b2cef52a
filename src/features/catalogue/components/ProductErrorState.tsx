'use client'

import { GoBackButton, ReloadButton } from './PageActions'

/** The error page of a product detail route: missing product (商品不存在) or a failed read (获取商品详情失败). */
export function ProductErrorState({ title, message }: { title: string; message: string }) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          className="mx-auto h-12 w-12 text-red-500"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
        </svg>
        <h1 className="mt-3 text-xl font-bold text-red-800">{title}</h1>
        <p className="mt-2 text-sm text-red-800">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ReloadButton label="重新加载" />
          <GoBackButton label="返回上一页" fallbackHref="/services" />
        </div>
      </div>
      <aside
        className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 md:hidden"
        aria-labelledby="mobile-tips"
        data-testid="mobile-tips"
      >
        <h2 id="mobile-tips" className="font-semibold text-slate-900">
          手机访问小贴士
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>请检查手机网络，尝试在 Wi-Fi 与移动数据之间切换。</li>
          <li>在微信等应用内打开时，可点击右上角选择“在浏览器中打开”。</li>
          <li>下拉刷新或点击“重新加载”再试一次。</li>
          <li>仍无法打开时，请返回服务列表重新选择商品，或直接联系客服。</li>
        </ul>
      </aside>
    </main>
  )
}
