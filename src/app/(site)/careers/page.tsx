import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { jobPostingJsonLd } from '@/lib/structured-data'
import { JsonLd } from '@/ui/JsonLd'
import { CareersView } from '@/features/company/components/CareersView'
import { getCareersPage } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: '加入我们',
  description: '加入科研学术服务平台：生信分析、临床研究、论文编辑等岗位招聘，与博士团队一起服务科研人员。',
  path: '/careers',
})

export default async function Page() {
  const data = await getCareersPage()
  const postings = data.jobs.map((job) =>
    jobPostingJsonLd({
      title: job.title,
      description:
        [job.description, ...job.requirements.map((item) => `• ${item}`)].filter(Boolean).join('\n') || job.title,
      datePosted: job.posted_at,
      location: job.location,
      employmentType: job.type,
      salary: job.salary,
    }),
  )
  return (
    <>
      {postings.length > 0 && <JsonLd data={postings} />}
      <CareersView data={data} />
    </>
  )
}
