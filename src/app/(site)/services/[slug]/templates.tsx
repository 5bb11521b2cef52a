import type { ReactNode } from 'react'
import type { ServicePageTemplate } from '@/cms/collections/ServicePages'
import { logWarning } from '@/cms/log'
import { listCases } from '@/features/cases/queries'
import { ConsultingDetail } from '@/features/catalogue/components/ConsultingDetail'
import { TestServices } from '@/features/catalogue/components/TestServices'
import { getConsultingDetail, listTestServices } from '@/features/catalogue/queries'
import { CourseDetailView } from '@/features/company/components/CourseDetailView'
import { MedicalSciGuidanceView } from '@/features/company/components/MedicalSciGuidanceView'
import { RangeServiceView } from '@/features/company/components/RangeServiceView'
import { RevisionView } from '@/features/company/components/RevisionView'
import { TierPageView } from '@/features/company/components/TierPageView'
import { getServiceHubPage, getTierPage } from '@/features/company/queries'
import type { ServicePageDTO } from '@/features/company/serialize'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import { JsonLd } from '@/ui/JsonLd'
import type { PageSeo } from '@/lib/seo'
import { priceOf, productJsonLd, type PriceInput } from '@/lib/structured-data'

/** A service page ready to serve: its <head> metadata and its content. */
export type RenderedServicePage = { metadata: PageSeo; content: ReactNode }

/** Reads what a template needs beyond the page itself; null when that is hidden or missing (404). */
type Template = (page: ServicePageDTO) => Promise<RenderedServicePage | null>

const describe = (page: {
  title: string
  subtitle: string | null
  slug: string
  description?: string | null
}): PageSeo => ({
  title: page.title,
  description: page.subtitle ?? page.description ?? null,
  path: `/services/${page.slug}`,
})

/** Product structured data of a priced service page (one-on-one tiers, courses): an Offer in CNY. */
function serviceProduct(page: ServicePageDTO, prices: (number | null)[]) {
  const price: PriceInput | null =
    priceOf(prices) ?? (page.price_min !== null ? { min: page.price_min, max: page.price_max } : null)
  if (!price) return null
  return (
    <JsonLd
      data={productJsonLd({
        path: `/services/${page.slug}`,
        name: page.title,
        description: page.description ?? page.subtitle,
        price,
        category: '科研学术服务',
      })}
    />
  )
}

/**
 * The registry: one entry per value of the service pages' 页面模板 field. Adding a page kind is one
 * entry here and one option there; adding a page is an admin task.
 */
const TEMPLATES: Record<Exclude<ServicePageTemplate, 'alias'>, Template> = {
  tier: async (page) => {
    const data = await getTierPage(page.slug)
    if (!data) return null
    const structured = serviceProduct(
      data.page,
      data.tiers.map((tier) => tier.price),
    )
    return {
      metadata: describe(data.page),
      content: (
        <>
          {structured}
          <TierPageView data={data} />
        </>
      ),
    }
  },
  course: async (page) => ({
    metadata: describe(page),
    content: (
      <>
        {serviceProduct(page, [page.price, ...page.packages.map((pack) => pack.price)])}
        <CourseDetailView page={page} />
      </>
    ),
  }),
  range: async (page) => ({ metadata: describe(page), content: <RangeServiceView page={page} /> }),
  revision: async (page) => ({ metadata: describe(page), content: <RevisionView page={page} /> }),
  hub: async (page) => {
    const data = await getServiceHubPage(page.slug)
    return data && { metadata: describe(data.page), content: <MedicalSciGuidanceView data={data} /> }
  },
  consulting: async (page) => {
    const data = await getConsultingDetail(page.slug)
    return (
      data && {
        metadata: {
          title: data.service.title,
          description: page.subtitle ?? page.description,
          path: `/services/${page.slug}`,
        },
        content: <ConsultingDetail {...data} />,
      }
    )
  },
  // Two reads from two areas: the route composes them (features do not import each other). The
  // cases strip is secondary: if it cannot be read the tiers still show.
  'test-services': async (page) => {
    const [services, cases] = await Promise.all([
      listTestServices(),
      listCases(3).catch(async (error: unknown) => {
        await logWarning('[test-services] 读取案例失败', error)
        return null
      }),
    ])
    const content = (
      <>
        {cases === null && <RenderFailedMark />}
        <TestServices services={services} cases={cases ?? []} />
      </>
    )
    return { metadata: describe(page), content }
  },
}

/**
 * Renders a service page with its template. A page with template 与另一页面相同 shows the page
 * it names (one step, never a chain) and points search engines at that page's address.
 */
export async function renderServicePage(
  page: ServicePageDTO,
  findPage: (slug: string) => Promise<ServicePageDTO | null>,
): Promise<RenderedServicePage | null> {
  if (page.template !== 'alias') return TEMPLATES[page.template](page)
  if (!page.alias_of || page.alias_of === page.slug) return null
  const target = await findPage(page.alias_of)
  if (!target || target.template === 'alias') return null
  const rendered = await TEMPLATES[target.template](target)
  if (!rendered) return null
  return {
    // The canonical address is the target page's (pageMetadata's path).
    metadata: { ...rendered.metadata, path: `/services/${target.slug}` },
    content: rendered.content,
  }
}
