import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { PolicyView } from '@/features/company/components/PolicyView'
import { COOKIE_POLICY } from '@/features/company/policies'
import { getSiteSettings } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: COOKIE_POLICY.title,
  description: '科研学术服务平台的 Cookie 政策：我们使用哪些 Cookie、用途以及您如何管理。',
  path: '/cookies',
})

export default async function Page() {
  const settings = await getSiteSettings()
  return <PolicyView policy={COOKIE_POLICY} brandName={settings.brand_name} />
}
