import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

// Pages render per request from the tagged data cache (see docs/decisions/2026-11-22-rendering-and-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: '科研学术服务平台', template: '%s · 科研学术服务平台' },
  description: '为科研人员、研究生与医学作者提供生物信息、临床研究、Meta 分析、统计、写作、润色、基金与培训等一站式学术支持。',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
