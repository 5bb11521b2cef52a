import { ProductNotFound } from '@/features/catalogue/components/ProductErrorState'

export default function NotFound() {
  return <ProductNotFound />
}
