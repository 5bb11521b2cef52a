import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { ProductSummary } from '@/features/catalogue/components/ProductSummary'
import { productIdFromParam } from '@/features/catalogue/ids'
import { getProduct } from '@/features/catalogue/queries'
import { renderOnFirstRequest } from '@/lib/cache'
import { ProductNotFound } from '@/features/catalogue/components/ProductErrorState'
import { JsonLd } from '@/ui/JsonLd'
import { productData, productMetadata } from '@/app/(site)/_seo/pages'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ id: string }> }

async function load({ params }: Props) {
  const id = productIdFromParam((await params).id)
  return id === null ? null : getProduct(id)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const product = await load(props).catch(() => null)
  return product ? productMetadata(product) : { title: '商品不存在', robots: { index: false } }
}

export default async function ProductPage(props: Props) {
  const product = await load(props)
  if (!product) return <PageNotFound screen={<ProductNotFound />} />
  const structured = productData(product)
  return (
    <>
      {structured && <JsonLd data={structured} />}
      <ProductSummary product={product} />
    </>
  )
}
