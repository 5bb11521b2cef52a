import { FullPageLoading } from '@/features/shell/components/FullPageLoading'

export default function Loading() {
  return <FullPageLoading />
}
