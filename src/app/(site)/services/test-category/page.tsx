import type { Metadata } from 'next'
import { TestServices } from '@/features/catalogue/components/TestServices'
import { listTestServices } from '@/features/catalogue/queries'
import { listCases } from '@/features/cases/queries'

export const metadata: Metadata = { title: '测试服务' }

// Two reads from two areas: the page composes them (features do not import each other). The
// cases strip is secondary: if it cannot be read the tiers still show.
export default async function TestServicesPage() {
  const [services, cases] = await Promise.all([
    listTestServices(),
    listCases(3).catch((error: unknown) => {
      console.warn('[test-services] 读取案例失败', error instanceof Error ? error.message : error)
      return []
    }),
  ])
  return <TestServices services={services} cases={cases} />
}
