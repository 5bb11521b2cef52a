import type { Metadata } from 'next'
import { cache } from 'react'
import { isServicePageSlug } from '@/cms/service-slugs'
import { CategoryProductsPage, categoryProductsTitle } from '@/features/catalogue/components/CategoryProductsPage'
import { getServicePage } from '@/features/company/queries'
import { renderServicePage } from './templates'
import { renderOnFirstRequest } from '@/lib/cache'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ slug: string }> }

/**
 * /services/<slug>: a service page (any template, including pages staff created in the admin),
 * otherwise the category of that slug or id with its products, otherwise the category not-found
 * page. Service page and category slugs never collide (both collections refuse the other's).
 */
const resolve = cache(async (slug: string) => {
  if (!isServicePageSlug(slug)) return null
  const page = await getServicePage(slug)
  return page ? renderServicePage(page, getServicePage) : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const servicePage = await resolve(slug)
  return servicePage ? servicePage.metadata : { title: await categoryProductsTitle(slug) }
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  const servicePage = await resolve(slug)
  return servicePage ? servicePage.content : <CategoryProductsPage categoryKey={slug} />
}
