import { CaseNotFound } from '@/features/cases/components/CaseDetail'

export default function CaseNotFoundPage() {
  return <CaseNotFound />
}
