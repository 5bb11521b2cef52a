'use client'

import { CategoryLoadError } from '@/features/catalogue/components/CategoryLoadError'

export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CategoryLoadError reset={reset} />
}
