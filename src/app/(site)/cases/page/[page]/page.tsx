import type { Metadata } from 'next'
import { renderOnFirstRequest } from '@/lib/cache'
import { CasesListPage, casesListMetadata } from '@/features/cases/components/CasesListPage'

export const generateStaticParams = renderOnFirstRequest

type Props = { params: Promise<{ page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return casesListMetadata((await params).page)
}

export default async function CasesListPageN({ params }: Props) {
  return <CasesListPage rawPage={(await params).page} />
}
