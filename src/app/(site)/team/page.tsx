import type { Metadata } from 'next'
import { TeamView } from '@/features/company/components/TeamView'
import { listTeamMembers } from '@/features/company/queries'

export const metadata: Metadata = { title: '专业团队' }

export default async function Page() {
  return <TeamView team={await listTeamMembers()} />
}
