import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { TeamView } from '@/features/company/components/TeamView'
import { listTeamMembers } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: '专业团队',
  description: '专业团队：来自高校与科研机构的博士专家，覆盖生物信息、临床医学、统计与论文写作等领域。',
  path: '/team',
})

export default async function Page() {
  return <TeamView team={await listTeamMembers()} />
}
