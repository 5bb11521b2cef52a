import Link from 'next/link'
import type { TeamMemberDTO } from '@/features/company/serialize'
import { TEAM_VALUE_CARDS } from '@/features/company/content'
import { MemberCard } from './MemberCard'
import { CardGrid, CtaBand, EmptyNote, PageHero, Section, lightButton } from './ui'

export function TeamView({ team }: { team: TeamMemberDTO[] }) {
  return (
    <main>
      <PageHero title="专业团队" subtitle="博士、教授、统计师与实验专家组成的核心团队，为你的每一个课题把关。" />

      <Section id="members" title="核心成员">
        {team.length === 0 ? (
          <EmptyNote>团队介绍正在更新中。</EmptyNote>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="team-values" title="我们的使命与价值观" tinted>
        <CardGrid items={TEAM_VALUE_CARDS} columns="md:grid-cols-3" />
      </Section>

      <CtaBand title="想和我们的专家聊聊？" text="告诉我们你的研究需求，我们为你匹配最合适的导师。">
        <Link href="/contact" className={lightButton}>
          联系我们
        </Link>
      </CtaBand>
    </main>
  )
}
