import { CategoryNotFound } from '@/features/catalogue/components/CategoryNotFound'

export default function NotFound() {
  return <CategoryNotFound />
}
