'use client'

import { Button, LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'

/** The case exists but could not be read (database trouble): say so, offer a retry. */
export default function CaseDetailError({ reset }: { error: Error; reset: () => void }) {
  return (
    <StatusScreen
      alert
      title="加载失败"
      message="获取案例详情失败，请稍后重试。"
      actions={
        <>
          <Button onClick={reset}>重试</Button>
          <LinkButton href="/cases" variant="secondary">
            返回案例列表
          </LinkButton>
        </>
      }
    />
  )
}
