import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { getProductDetail } from '@/features/catalogue/queries'
import { productIdFromParam } from '@/features/catalogue/ids'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ category?: string | string[] }> }

async function load({ params, searchParams }: Props) {
  const id = productIdFromParam((await params).id)
  if (id === null) return null
  const category = (await searchParams).category
  return getProductDetail(id, typeof category === 'string' ? category : null)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const detail = await load(props).catch(() => null)
  return { title: detail ? detail.product.name : '商品不存在' }
}

export default async function ProductDetailPage(props: Props) {
  const detail = await load(props)
  if (!detail) notFound()
  return <ProductDetail product={detail.product} back={detail.back} />
}
