import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { NEWS_LIST_DESCRIPTION, NewsListPage } from '@/features/news/components/NewsListPage'
import { LegacyCategoryAddress } from '@/features/news/components/LegacyCategoryAddress'

export const metadata: Metadata = pageMetadata({ title: '科研新闻', description: NEWS_LIST_DESCRIPTION, path: '/news' })

export default function NewsPage() {
  return (
    <>
      <NewsListPage params={Promise.resolve({})} />
      <LegacyCategoryAddress />
    </>
  )
}
