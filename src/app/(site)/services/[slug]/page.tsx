import type { Metadata } from 'next'
import { cache } from 'react'
import { isServicePageSlug } from '@/cms/service-slugs'
import { CategoryProductsPage } from '@/features/catalogue/components/CategoryProductsPage'
import { getServicePage } from '@/features/company/queries'
import { findCategory } from '@/features/catalogue/queries'
import { EnquirySection } from '@/features/contact/components/EnquirySection'
import { renderServicePage } from './templates'
import { renderOnFirstRequest } from '@/lib/cache'
import { categoryMetadata, servicePageMetadata } from '@/app/(site)/_seo/pages'

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
  return servicePage ? servicePageMetadata(servicePage.metadata) : categoryMetadata(slug)
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  const servicePage = await resolve(slug)
  if (servicePage) {
    return (
      <>
        {servicePage.content}
        <EnquirySection path={`/services/${slug}`} service={servicePage.metadata.title} />
      </>
    )
  }
  const category = await findCategory(slug)
  return (
    <>
      <CategoryProductsPage categoryKey={slug} />
      {category && <EnquirySection path={`/services/${slug}`} service={category.name} />}
    </>
  )
}
