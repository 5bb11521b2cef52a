import { NewsNotFound } from '@/features/news/components/NewsArticle'

export default function NewsArticleNotFound() {
  return <NewsNotFound />
}
