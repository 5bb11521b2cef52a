import { Suspense, type ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'

/** The site's 404 screen: the not-found boundary and pages whose record is missing draw this. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title="页面未找到"
      message="抱歉，您访问的页面不存在，可能已被移动或删除。请检查网址，或从下面的入口继续浏览。"
      actions={
        <>
          <LinkButton href="/">返回首页</LinkButton>
          <LinkButton href="/services" variant="neutral">
            浏览服务
          </LinkButton>
          <LinkButton href="/contact" variant="neutral">
            联系我们
          </LinkButton>
        </>
      }
    />
  )
}

function NotFoundSignal(): never {
  notFound()
}

/**
 * What a page returns when its record is missing, with the screen its segment's not-found.tsx
 * draws (the site's 404 screen by default). Calling `notFound()` from the page itself makes Next
 * send an empty HTML document and draw the screen only once JavaScript runs; here the screen is in
 * the server's HTML, and the signal inside its own Suspense boundary still sets the 404 status
 * (and, in the browser, swaps in the same screen from not-found.tsx).
 */
export function PageNotFound({ screen = <NotFoundScreen /> }: { screen?: ReactNode }) {
  return (
    <>
      {screen}
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  )
}
