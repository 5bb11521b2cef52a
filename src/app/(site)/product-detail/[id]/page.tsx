import type { Metadata } from 'next'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { getProductDetail } from '@/features/catalogue/queries'
import { productIdFromParam } from '@/features/catalogue/ids'
import { renderOnFirstRequest } from '@/lib/cache'
import { ProductNotFound } from '@/features/catalogue/components/ProductErrorState'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ id: string }> }

async function load({ params }: Props) {
  const id = productIdFromParam((await params).id)
  return id === null ? null : getProductDetail(id)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const detail = await load(props).catch(() => null)
  return { title: detail ? detail.product.name : '商品不存在' }
}

export default async function ProductDetailPage(props: Props) {
  const detail = await load(props)
  if (!detail) return <PageNotFound screen={<ProductNotFound />} />
  return <ProductDetail product={detail.product} categories={detail.categories} />
}
