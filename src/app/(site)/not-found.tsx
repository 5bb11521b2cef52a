import type { Metadata } from 'next'
import { LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'

export const metadata: Metadata = { title: '页面未找到', description: '您访问的页面不存在或已被移除。' }

export default function NotFound() {
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
