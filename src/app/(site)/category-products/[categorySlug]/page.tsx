import type { Metadata } from 'next'
import { CategoryProductsPage } from '@/features/catalogue/components/CategoryProductsPage'
import { renderOnFirstRequest } from '@/lib/cache'
import { categoryMetadata } from '@/app/(site)/_seo/pages'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ categorySlug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).categorySlug)
}

export default async function Page({ params }: Props) {
  return <CategoryProductsPage categoryKey={(await params).categorySlug} />
}
