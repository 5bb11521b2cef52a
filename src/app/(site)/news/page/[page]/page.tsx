import type { Metadata } from 'next'
import { renderOnFirstRequest } from '@/lib/cache'
import { NewsListPage, newsListMetadata } from '@/features/news/components/NewsListPage'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ page: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(params)
}

export default function NewsListPageN({ params }: Props) {
  return <NewsListPage params={params} />
}
