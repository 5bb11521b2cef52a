import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { RESOURCES_LIST_DESCRIPTION, ResourcesListPage } from '@/features/resources/components/ResourcesListPage'

export const metadata: Metadata = pageMetadata({
  title: '学术资源中心',
  description: RESOURCES_LIST_DESCRIPTION,
  path: '/resources',
})

export default function ResourcesPage() {
  return <ResourcesListPage params={Promise.resolve({})} />
}
