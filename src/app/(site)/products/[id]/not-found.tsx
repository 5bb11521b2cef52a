import { ProductErrorState } from '@/features/catalogue/components/ProductErrorState'

export default function NotFound() {
  return (
    <ProductErrorState
      code="404"
      title="商品不存在"
      message="您访问的商品不存在或已下架，请返回服务列表查看其他商品。"
    />
  )
}
