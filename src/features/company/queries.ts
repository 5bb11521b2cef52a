import type { Caller } from '@/cms/auth/caller'
import { statusOf, type Previewed } from '@/cms/drafts'
import { getPayload } from '@/cms/client'
import { findLatestDraft } from '@/cms/latest-draft'
import { safeLinkOrNull } from '@/cms/fields/safe-link'
import { cachedRead } from '@/lib/cache'
import { mediaUrl } from '@/lib/media'
import type { SiteVerification } from '@/lib/seo'
import { serializeOffering, type OfferingDTO } from '@/lib/offerings'
import { startingPriceText } from './pricing'
import {
  serializeJobPosting,
  serializeServicePage,
  tiersOf,
  serializeTeamMember,
  type JobPostingDTO,
  type ServicePageDTO,
  type ServiceTierDTO,
  type TeamMemberDTO,
} from './serialize'

export type SiteSettingsDTO = {
  brand_name: string
  footer_intro: string
  figures: { cases: string; team: string; satisfaction: string; founded: string }
  selling_points: { title: string; description: string; icon: string }[]
  social_channels: { name: string; url: string | null; icon: string | null; qr_code_url: string | null }[]
  careers_email: string
  about_url: string | null
  icp_number: string | null
  police_filing_number: string | null
  /** The public-security filing's page: staff's link, else the national query page for the number. */
  police_filing_url: string | null
  search_verification: SiteVerification
}

/** The query page of a 公安备案号 on beian.mps.gov.cn (the record code is the number's digits). */
export function policeFilingUrl(number: string | null, given: string | null): string | null {
  if (given) return given
  const code = number?.match(/\d{6,}/)?.[0]
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : null
}

export const getSiteSettings = cachedRead('site-settings', ['site-settings'], async (): Promise<SiteSettingsDTO> => {
  const payload = await getPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  return {
    brand_name: settings.brand_name || '科研学术服务平台',
    footer_intro: settings.footer_intro ?? '',
    figures: {
      cases: settings.figures?.cases || '1500+',
      team: settings.figures?.team || '100+',
      satisfaction: settings.figures?.satisfaction || '98%',
      founded: settings.figures?.founded || '2018',
    },
    selling_points: (settings.selling_points ?? []).map((point) => ({
      title: point.title,
      description: point.description ?? '',
      icon: point.icon ?? '',
    })),
    social_channels: (settings.social_channels ?? []).map((channel) => ({
      name: channel.name,
      url: safeLinkOrNull(channel.url),
      icon: channel.icon ?? null,
      qr_code_url: mediaUrl(channel.qr_code),
    })),
    careers_email: settings.careers_email || 'hr@keyan.example.com',
    about_url: safeLinkOrNull(settings.about_url),
    icp_number: settings.icp_number?.trim() || null,
    police_filing_number: settings.police_filing_number?.trim() || null,
    police_filing_url: policeFilingUrl(
      settings.police_filing_number?.trim() || null,
      safeLinkOrNull(settings.police_filing_url),
    ),
    search_verification: {
      baidu: settings.search_verification?.baidu?.trim() || null,
      google: settings.search_verification?.google?.trim() || null,
      bing: settings.search_verification?.bing?.trim() || null,
      sogou: settings.search_verification?.sogou?.trim() || null,
      so360: settings.search_verification?.so360?.trim() || null,
      shenma: settings.search_verification?.shenma?.trim() || null,
    },
  }
})

// ---------------------------------------------------------------------------------------------
// Service pages, tiers, team and careers. Visitor reads: the collections' read access shows only
// active rows because overrideAccess is false and no user is given.
// ---------------------------------------------------------------------------------------------

const visitor = { overrideAccess: false, depth: 1, pagination: false } as const

/** The visible offerings placed on any of `pageIds`, in their order (extras and packages too). */
async function findOfferingsOn(pageIds: number[]): Promise<OfferingDTO[]> {
  if (pageIds.length === 0) return []
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'offerings',
    ...visitor,
    depth: 0,
    where: { service_pages: { in: pageIds } },
    sort: 'sort_order',
    limit: 1000,
  })
  return result.docs.map(serializeOffering)
}

const placedOn = (offerings: OfferingDTO[], pageId: number) =>
  offerings.filter((offering) => offering.page_ids.includes(pageId))

async function findServicePageWithOfferings(
  slug: string,
): Promise<{ page: ServicePageDTO; offerings: OfferingDTO[] } | null> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'service-pages',
    ...visitor,
    depth: 0,
    where: { slug: { equals: slug } },
    limit: 1,
  })
  const doc = result.docs[0]
  if (!doc) return null
  const offerings = await findOfferingsOn([doc.id])
  return { page: serializeServicePage(doc, offerings), offerings }
}

/**
 * Any service page under /services/<slug> (whatever its template), priced from its offerings; null
 * when there is none or it is hidden. A miss is cached under the `service-pages` tag too, which
 * every create or edit in the admin expires, so a new page is served at once.
 */
export const getServicePage = cachedRead(
  'service-pages:one',
  ['service-pages', 'offerings'],
  async (slug: string): Promise<ServicePageDTO | null> => (await findServicePageWithOfferings(slug))?.page ?? null,
)

export type TierPageData = { page: ServicePageDTO; tiers: ServiceTierDTO[] }

/** A one-on-one guidance page with its active tiers (offerings); null when the page is hidden. */
export const getTierPage = cachedRead(
  'service-pages:tiers',
  ['service-pages', 'offerings'],
  async (slug: string): Promise<TierPageData | null> => {
    const found = await findServicePageWithOfferings(slug)
    return found ? { page: found.page, tiers: tiersOf(found.page, found.offerings) } : null
  },
)

export type ServiceSummaryDTO = {
  slug: string
  href: string
  title: string
  subtitle: string | null
  price_text: string
  /** One-on-one guidance with priced tiers, or a course with a fixed price. */
  kind: 'one-on-one' | 'course'
}

export type ServiceHubData = { page: ServicePageDTO; children: ServiceSummaryDTO[] }
export type MedicalSciGuidanceData = ServiceHubData

/** A hub page (template 服务导航页) with the visible pages it lists, in its order. */
export const getServiceHubPage = cachedRead(
  'service-pages:hub',
  ['service-pages', 'offerings'],
  async (slug: string): Promise<ServiceHubData | null> => {
    const found = await findServicePageWithOfferings(slug)
    if (!found) return null
    const parent = found.page
    const childSlugs = parent.child_slugs.filter((child) => child !== slug)
    if (childSlugs.length === 0) return { page: parent, children: [] }
    const payload = await getPayload()
    const pages = await payload.find({
      collection: 'service-pages',
      ...visitor,
      depth: 0,
      where: { slug: { in: childSlugs } },
      limit: 100,
    })
    const offerings = await findOfferingsOn(pages.docs.map((doc) => doc.id))
    const bySlug = new Map(pages.docs.map((doc) => [doc.slug, doc]))
    const children: ServiceSummaryDTO[] = []
    for (const childSlug of childSlugs) {
      const doc = bySlug.get(childSlug)
      if (!doc) continue
      const own = placedOn(offerings, doc.id)
      const child = serializeServicePage(doc, own)
      const tierPrices = own.filter((offering) => offering.kind === 'tier').map((tier) => tier.price)
      children.push({
        slug: childSlug,
        href: `/services/${childSlug}`,
        title: child.title,
        subtitle: child.subtitle,
        price_text: startingPriceText(tierPrices) ?? child.price_text,
        kind: child.template === 'tier' ? 'one-on-one' : 'course',
      })
    }
    return { page: parent, children }
  },
)

/** /services/medical-sci-guidance: the hub of the SCI guidance pages. */
export function getMedicalSciGuidancePage(): Promise<MedicalSciGuidanceData | null> {
  return getServiceHubPage('medical-sci-guidance')
}

export const listTeamMembers = cachedRead('team-members:list', ['team-members'], async (): Promise<TeamMemberDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'team-members', ...visitor, sort: 'sort_order', limit: 100 })
  return result.docs.map(serializeTeamMember)
})

export type AboutPageData = { figures: SiteSettingsDTO['figures']; team: TeamMemberDTO[] }

/** /about: the claimed figures (site settings) and the first four core team members. */
export async function getAboutPage(): Promise<AboutPageData> {
  const [settings, team] = await Promise.all([getSiteSettings(), listTeamMembers()])
  return { figures: settings.figures, team: team.slice(0, 4) }
}

export const listJobPostings = cachedRead('job-postings:list', ['job-postings'], async (): Promise<JobPostingDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'job-postings', ...visitor, sort: 'sort_order', limit: 100 })
  return result.docs.map(serializeJobPosting)
})

export type CareersPageData = { jobs: JobPostingDTO[]; careers_email: string }

export async function getCareersPage(): Promise<CareersPageData> {
  const [settings, jobs] = await Promise.all([getSiteSettings(), listJobPostings()])
  return { jobs, careers_email: settings.careers_email }
}

/**
 * The latest draft of a service page as `viewer` (staff) may read it, uncached: the staff-only
 * preview (src/app/(site)/preview). Null when there is no such page or the viewer may not read it.
 */
export async function getServicePagePreview(id: number, viewer: Caller): Promise<Previewed<ServicePageDTO> | null> {
  const doc = await findLatestDraft('service-pages', id, viewer)
  if (!doc) return null
  // The draft's own copy, priced from the offerings as they are published now.
  return { data: serializeServicePage(doc, await findOfferingsOn([doc.id])), status: statusOf(doc) }
}
