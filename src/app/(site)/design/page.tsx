import type { Metadata } from 'next'
import { staffPageCaller, staffPageViewer } from '@/cms/auth/caller'
import { DesignKit } from '@/features/shell/design-kit/DesignKit'

// Visitors must not learn the page's name from its <title> either.
export async function generateMetadata(): Promise<Metadata> {
  const hidden = { robots: { index: false, follow: false } }
  return (await staffPageViewer()) ? { ...hidden, title: '设计规范' } : hidden
}

// Staff only (like /test): visitors get the ordinary 404.
export default async function DesignKitPage() {
  await staffPageCaller()
  return <DesignKit />
}
