import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { ProductSummary } from '@/features/catalogue/components/ProductSummary'
import { productIdFromParam } from '@/features/catalogue/ids'
import { getProduct } from '@/features/catalogue/queries'
import { renderOnFirstRequest } from '@/lib/cache'
import { ProductNotFound } from '@/features/catalogue/components/ProductErrorState'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ id: string }> }

async function load({ params }: Props) {
  const id = productIdFromParam((await params).id)
  return id === null ? null : getProduct(id)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const product = await load(props).catch(() => null)
  return { title: product ? product.name : '商品不存在' }
}

export default async function ProductPage(props: Props) {
  const product = await load(props)
  if (!product) return <PageNotFound screen={<ProductNotFound />} />
  return <ProductSummary product={product} />
}
