import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { PolicyView } from '@/features/company/components/PolicyView'
import { PRIVACY_POLICY } from '@/features/company/policies'
import { getSiteSettings } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: PRIVACY_POLICY.title,
  description: '科研学术服务平台的隐私政策：我们收集哪些信息、如何使用与保护，以及您的权利。',
  path: '/privacy',
})

export default async function Page() {
  const settings = await getSiteSettings()
  return <PolicyView policy={PRIVACY_POLICY} brandName={settings.brand_name} />
}
