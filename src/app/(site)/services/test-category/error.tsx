'use client'

import { TestServicesError } from '@/features/catalogue/components/TestServicesError'

export default function Error() {
  return <TestServicesError />
}
