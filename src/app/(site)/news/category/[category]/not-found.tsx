import { NewsCategoryNotFound } from '@/features/news/components/NewsListPage'

export default function NewsCategoryMissing() {
  return <NewsCategoryNotFound />
}
