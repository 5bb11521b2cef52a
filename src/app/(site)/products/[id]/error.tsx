'use client'

import { ProductErrorState } from '@/features/catalogue/components/ProductErrorState'

export default function Error() {
  return <ProductErrorState title="获取商品详情失败" message="服务器暂时无法读取商品信息，请稍后重新加载。" />
}
