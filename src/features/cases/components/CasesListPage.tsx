import type { Metadata } from 'next'
import { logError } from '@/cms/log'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { CASES_PAGE_SIZE, listCases, listCasesPage } from '@/features/cases/queries'
import { parsePageSegment } from '@/lib/pagination'
import { pageMetadata } from '@/lib/seo'
import { casesListPath } from '@/features/cases/list-path'
import { CasesBanner, CasesLoadError, CasesOverview } from './CasesOverview'

/** Featured cases shown above the list on its first page. */
const FEATURED_LIMIT = 100

const CASES_LIST_DESCRIPTION = '生物信息、临床研究、Meta 分析、基金申请与论文润色的真实成功案例。'

/** The page a case list address asks for (1 for /cases), or null when the segment is no page. */
function requestedPage(rawPage: string | undefined): number | null {
  return rawPage === undefined ? 1 : parsePageSegment(rawPage)
}

export function casesListMetadata(rawPage: string | undefined): Metadata {
  const page = requestedPage(rawPage)
  if (page === null) return { title: '页面未找到', robots: { index: false } }
  return pageMetadata({
    title: page > 1 ? `成功案例（第 ${page} 页）` : '成功案例',
    description: CASES_LIST_DESCRIPTION,
    path: casesListPath(page),
  })
}

/**
 * /cases and /cases/page/N: the banner, on the first page the featured cases, then one page of
 * every case with the page bar. A page past the last (or a malformed one) is not found.
 */
export async function CasesListPage({ rawPage }: { rawPage?: string }) {
  const page = requestedPage(rawPage)
  if (page === null) return <PageNotFound />
  const loaded = await Promise.all([
    page === 1 ? listCases(FEATURED_LIMIT, true) : Promise.resolve([]),
    listCasesPage(page, CASES_PAGE_SIZE, null),
  ]).catch(async (error: unknown) => {
    await logError('[cases] list unavailable', error, { page })
    return null
  })
  if (loaded && page > loaded[1].pages) return <PageNotFound />
  return (
    <main>
      <CasesBanner />
      {/* No Suspense: the page is served whole from the page cache, and a streamed-in list moved the footer (CLS). */}
      {loaded ? <CasesOverview featured={loaded[0]} all={loaded[1]} /> : <CasesLoadError />}
    </main>
  )
}
