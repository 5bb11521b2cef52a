import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { listCases } from '@/features/cases/queries'
import { CasesBanner, CasesLoadError, CasesOverview } from '@/features/cases/components/CasesOverview'
import { logError } from '@/cms/log'

export const metadata: Metadata = pageMetadata({
  title: '成功案例',
  description: '生物信息、临床研究、Meta 分析、基金申请与论文润色的真实成功案例。',
  path: '/cases',
})

const CASES_LIST_LIMIT = 100

async function LoadedCases() {
  const lists = await Promise.all([listCases(CASES_LIST_LIMIT, true), listCases(CASES_LIST_LIMIT)]).catch(
    async (error: unknown) => {
      await logError('[cases] list unavailable', error)
      return null
    },
  )
  if (!lists) return <CasesLoadError />
  const [featured, all] = lists
  return <CasesOverview featured={featured} all={all} />
}

export default function CasesPage() {
  return (
    <main>
      <CasesBanner />
      {/* No Suspense: the page is served whole from the page cache, and a streamed-in list moved the footer (CLS). */}
      <LoadedCases />
    </main>
  )
}
