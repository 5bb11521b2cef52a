import type { Metadata } from 'next'
import { CasesListPage, casesListMetadata } from '@/features/cases/components/CasesListPage'

export const metadata: Metadata = casesListMetadata(undefined)

export default function CasesPage() {
  return <CasesListPage />
}
