import type { Metadata } from 'next'
import { NotFoundScreen } from '@/features/shell/components/NotFoundScreen'

export const metadata: Metadata = { title: '页面未找到', description: '您访问的页面不存在或已被移除。' }

export default function NotFound() {
  return <NotFoundScreen />
}
