import type { Metadata } from 'next'
import { logError } from '@/cms/log'
import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { RESOURCES_PAGE_SIZE, listResourcesPage, type ResourcesPage } from '@/features/resources/queries'
import { serverListCaching } from '@/features/resources/resource-cache'
import { resourcesListPath } from '@/features/resources/list-path'
import { parsePageSegment } from '@/lib/pagination'
import { pageMetadata } from '@/lib/seo'
import { PageBar } from '@/ui/PageBar'
import { PageHero } from '@/ui/PageHero'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import { ResourceCentre } from './ResourceCentre'

/** The route params of the resource centre's pages: /resources has no page segment, /resources/page/N has. */
export type ResourcesListParams = Promise<{ page?: string }>

const TITLE = '学术资源中心'

/** The description of every page of the resource centre. */
export const RESOURCES_LIST_DESCRIPTION = '免费下载的科研教程、数据分析手册、编程入门与高级研究方法资料。'

/** The page an address asks for (1 for /resources), or null when its segment is no page. */
async function requestedPage(params: ResourcesListParams): Promise<number | null> {
  const { page } = await params
  return page === undefined ? 1 : parsePageSegment(page)
}

export async function resourcesListMetadata(params: ResourcesListParams): Promise<Metadata> {
  const page = await requestedPage(params)
  if (page === null) return { title: '页面未找到', robots: { index: false } }
  return pageMetadata({
    title: page > 1 ? `${TITLE}（第 ${page} 页）` : TITLE,
    description: RESOURCES_LIST_DESCRIPTION,
    path: resourcesListPath(page),
  })
}

/**
 * /resources and /resources/page/N: one page of 20 usable resources, rendered on the server with
 * the page bar (plain links, so every resource is reached without JavaScript). A malformed page,
 * /resources/page/1 and a page past the last are not found.
 *
 * When the server read fails, the page cannot tell which resources it holds (nor whether it
 * exists): it is drawn in the spec's degraded mode instead, the browser loading the whole list
 * from its cache or the endpoints (else the built-in resources), without a page bar.
 */
export async function ResourcesListPage({ params }: { params: ResourcesListParams }) {
  const page = await requestedPage(params)
  if (page === null) return <PageNotFound />
  const view: ResourcesPage | null = await listResourcesPage(page, RESOURCES_PAGE_SIZE).catch(
    async (error: unknown) => {
      await logError('[resources] list unavailable', error, { page })
      return null
    },
  )
  if (view && page > view.pages) return <PageNotFound />
  return (
    <main>
      <PageHero
        title={TITLE}
        subtitle="精选论文写作、数据分析、科研编程与高级研究方法资料，免费下载与在线观看，助力您的科研之路。"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {view === null && <RenderFailedMark />}
        {/* Keyed by page: the list's state starts from each page's own server list. */}
        <ResourceCentre
          key={page}
          initialResources={view?.items ?? []}
          total={view?.total}
          serverListCaching={view ? serverListCaching(view.page, view.pages) : 'replace'}
          pageBar={
            view && <PageBar current={view.page} pages={view.pages} hrefFor={resourcesListPath} label="学术资源分页" />
          }
        />
      </div>
    </main>
  )
}
