import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { ProductSummary } from '@/features/catalogue/components/ProductSummary'
import { productIdFromParam } from '@/features/catalogue/ids'
import { getProductDetail } from '@/features/catalogue/queries'
import { renderOnFirstRequest } from '@/lib/cache'
import { ProductNotFound } from '@/features/catalogue/components/ProductErrorState'
import { JsonLd } from '@/ui/JsonLd'
import { faqJsonLd } from '@/lib/structured-data'
import { productData, productMetadata } from '@/app/(site)/_seo/pages'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ id: string }> }

async function load({ params }: Props) {
  const id = productIdFromParam((await params).id)
  return id === null ? null : getProductDetail(id)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const detail = await load(props).catch(() => null)
  return detail ? productMetadata(detail.product) : { title: '商品不存在', robots: { index: false } }
}

export default async function ProductPage(props: Props) {
  const detail = await load(props)
  if (!detail) return <PageNotFound screen={<ProductNotFound />} />
  const structured = [productData(detail.product), detail.sections?.faq.length ? faqJsonLd(detail.sections.faq) : null]
  return (
    <>
      {structured.map((data) => data && <JsonLd key={data['@type']} data={data} />)}
      <ProductSummary product={detail.product} sections={detail.sections} />
    </>
  )
}
