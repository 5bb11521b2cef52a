'use client'

import { StatusScreen } from '@/ui/StatusScreen'
import { GoBackButton, ReloadButton } from './PageActions'

/** The error page of a product detail route: missing product (商品不存在, with `code` 404) or a failed read (获取商品详情失败). */
export function ProductErrorState({ title, message, code }: { title: string; message: string; code?: string }) {
  return (
    <StatusScreen
      code={code}
      tone="danger"
      alert={!code}
      title={title}
      message={message}
      actions={
        <>
          <ReloadButton label="重新加载" />
          <GoBackButton label="返回上一页" fallbackHref="/services" />
        </>
      }
    >
      <aside
        className="mx-auto max-w-lg rounded-xl bg-slate-50 p-4 text-sm text-slate-700 md:hidden"
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
    </StatusScreen>
  )
}

/** A missing product (the not-found screen of the product routes). */
export function ProductNotFound() {
  return (
    <ProductErrorState
      code="404"
      title="商品不存在"
      message="您访问的商品不存在或已下架，请返回服务列表查看其他商品。"
    />
  )
}
