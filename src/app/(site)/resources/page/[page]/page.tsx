import type { Metadata } from 'next'
import { renderOnFirstRequest } from '@/lib/cache'
import { ResourcesListPage, resourcesListMetadata } from '@/features/resources/components/ResourcesListPage'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ page: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return resourcesListMetadata(params)
}

export default function ResourcesListPageN({ params }: Props) {
  return <ResourcesListPage params={params} />
}
