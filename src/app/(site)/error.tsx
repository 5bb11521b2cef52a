'use client'

import { Button, LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'

/**
 * Any site page whose server-side read fails and that has no error screen of its own
 * (company, tier and course pages, for instance): a Chinese message inside the site shell,
 * instead of Next's default English one.
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      {/* The page's own metadata failed with it; React hoists this into <head>. */}
      <title>页面加载失败 · 科研学术服务平台</title>
      <StatusScreen
        alert
        title="页面加载失败"
        message="服务器暂时无法读取数据，请稍后重试。"
        actions={
          <>
            <Button onClick={reset}>重试</Button>
            <LinkButton href="/" variant="secondary">
              返回首页
            </LinkButton>
          </>
        }
      />
    </>
  )
}
