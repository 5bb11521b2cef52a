import type { Metadata } from 'next'
import { CategoryProductsPage, categoryProductsTitle } from '@/features/catalogue/components/CategoryProductsPage'
import { renderOnFirstRequest } from '@/lib/cache'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ categorySlug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: await categoryProductsTitle((await params).categorySlug) }
}

export default async function Page({ params }: Props) {
  return <CategoryProductsPage categoryKey={(await params).categorySlug} />
}
