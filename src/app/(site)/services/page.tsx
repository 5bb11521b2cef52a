import type { Metadata } from 'next'
import { ServicesIndex } from '@/features/catalogue/components/ServicesIndex'
import { listCategories } from '@/features/catalogue/queries'

export const metadata: Metadata = { title: '全部服务' }

export default async function ServicesPage() {
  return <ServicesIndex categories={await listCategories()} />
}
