import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { listResources } from '@/features/resources/queries'
import type { ResourceDTO } from '@/features/resources/serialize'
import { ResourceCentre } from '@/features/resources/components/ResourceCentre'
import { PageHero } from '@/ui/PageHero'
import { logError } from '@/cms/log'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

export const metadata: Metadata = pageMetadata({
  title: '学术资源中心',
  description: '免费下载的科研教程、数据分析手册、编程入门与高级研究方法资料。',
  path: '/resources',
})

export default async function ResourcesPage() {
  // A failed read leaves the list to the browser, which retries, uses its cache or the built-in list.
  const resources: ResourceDTO[] | null = await listResources().catch(async (error: unknown) => {
    await logError('[resources] list unavailable', error)
    return null
  })
  return (
    <main>
      <PageHero
        title="学术资源中心"
        subtitle="精选论文写作、数据分析、科研编程与高级研究方法资料，免费下载与在线观看，助力您的科研之路。"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {resources === null && <RenderFailedMark />}
        <ResourceCentre initialResources={resources ?? []} />
      </div>
    </main>
  )
}
