import type { JobPosting, ServicePage, TeamMember } from '@/payload-types'
import { priceSpanOf, priceSpanText, type OfferingDTO } from '@/lib/offerings'
import { mediaUrl } from '@/lib/media'
import { tierPriceText } from './pricing'

export type ServiceTierDTO = {
  id: number
  page: string
  category: string | null
  name: string
  price: number | null
  price_is_starting: boolean
  price_text: string
  description: string | null
  features: string[]
  notes: string | null
  type: string | null
  data_requirement: string | null
  /** How long delivery takes, e.g. '2个月'; null when the offering gives no delivery time. */
  delivery_text: string | null
  addon: { name: string; price: number | null; price_text: string | null; features: string[] } | null
  sort_order: number
}

/** An offering as a tier card of the page `pageSlug`; its group is the page's filter choice. */
export function tierOf(offering: OfferingDTO, pageSlug: string): ServiceTierDTO {
  const starting = offering.price_note === 'from'
  const addon = offering.addons[0] ?? null
  return {
    id: offering.id,
    page: pageSlug,
    category: offering.group,
    name: offering.name,
    price: offering.price,
    price_is_starting: starting,
    // The tier cards write a starting price as '¥40,000+' (spec part 2 §9).
    price_text: offering.price === null ? offering.price_text : tierPriceText(offering.price, starting),
    description: offering.description,
    features: offering.features,
    notes: offering.notes,
    type: offering.research_type,
    data_requirement: offering.data_requirement,
    delivery_text: offering.delivery_text,
    addon: addon && addon.name.trim() ? { ...addon, name: addon.name.trim() } : null,
    sort_order: offering.sort_order,
  }
}

/** The tiers of a one-on-one page: its offerings of kind 辅导档位, else its 套餐 (a page staff just made). */
export function tiersOf(page: ServicePageDTO, offerings: OfferingDTO[]): ServiceTierDTO[] {
  const tiers = offerings.filter((offering) => offering.kind === 'tier')
  return (tiers.length > 0 ? tiers : offerings.filter((offering) => offering.kind === 'package')).map((offering) =>
    tierOf(offering, page.slug),
  )
}

type Item = { title: string; description: string | null }
type NumberedItem = Item & { number: number }

export type ServicePageDTO = {
  slug: string
  /** The layout the page is rendered with (the route's template registry). */
  template: ServicePage['template']
  /** Template 与另一页面相同: the slug whose content this address shows. */
  alias_of: string | null
  /** Template 服务导航页: the slugs of the pages it lists, in order. */
  child_slugs: string[]
  title: string
  subtitle: string | null
  description: string | null
  /** Computed from the offerings placed on the page (priceSpanOf). */
  price: number | null
  price_min: number | null
  price_max: number | null
  price_text: string
  price_note: string | null
  duration: string | null
  terms: { label: string; value: string }[]
  stats: { value: string; label: string }[]
  features: Item[]
  lessons: NumberedItem[]
  steps: NumberedItem[]
  packages: {
    id: number
    name: string
    price: number | null
    price_text: string
    lessons: number | null
    duration: string | null
    features: string[]
    highlighted: boolean
  }[]
  extras: { id: number; name: string; price: number | null; price_text: string; description: string | null }[]
  claims: string[]
  related_links: { title: string; link: string }[]
}

/**
 * A service page with the offerings placed on it (active ones, in their order): its price or range,
 * its 套餐 (kind package) and its 附加服务 (kind extra) all come from them.
 */
export function serializeServicePage(page: ServicePage, offerings: OfferingDTO[]): ServicePageDTO {
  const span = priceSpanOf(offerings)
  const item = (entry: { title: string; description?: string | null }): Item => ({
    title: entry.title,
    description: entry.description ?? null,
  })
  return {
    slug: page.slug,
    template: page.template,
    alias_of: page.alias_of?.trim() || null,
    child_slugs: page.child_slugs ?? [],
    title: page.title,
    subtitle: page.subtitle ?? null,
    description: page.description ?? null,
    ...span,
    price_text: priceSpanText(span),
    price_note: page.price_note ?? null,
    duration: page.duration ?? null,
    terms: (page.terms ?? []).map(({ label, value }) => ({ label, value })),
    stats: (page.stats ?? []).map(({ value, label }) => ({ value, label })),
    features: (page.features ?? []).map(item),
    lessons: (page.lessons ?? []).map((lesson, index) => ({ number: index + 1, ...item(lesson) })),
    steps: (page.steps ?? []).map((step, index) => ({ number: index + 1, ...item(step) })),
    packages: offerings
      .filter((offering) => offering.kind === 'package')
      .map((pack) => ({
        id: pack.id,
        name: pack.name,
        price: pack.price,
        price_text: pack.price === null ? pack.price_text : tierPriceText(pack.price),
        lessons: pack.lessons,
        duration: pack.delivery_text ?? pack.notes,
        features: pack.features,
        highlighted: pack.highlighted,
      })),
    extras: offerings
      .filter((offering) => offering.kind === 'extra')
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        price: extra.price,
        price_text: extra.price === null ? extra.price_text : tierPriceText(extra.price),
        description: extra.description,
      })),
    claims: page.claims ?? [],
    // Only site-internal paths: a link field edited by staff must not send visitors elsewhere.
    related_links: (page.related_links ?? [])
      .filter((link) => /^\/(?!\/)/.test(link.link))
      .map(({ title, link }) => ({ title, link })),
  }
}

export type TeamMemberDTO = {
  id: number
  name: string
  title: string
  description: string | null
  avatar_url: string | null
  /** Shown in place of a missing avatar: the surname (first character). */
  initials: string
  expertise: string[]
}

export function serializeTeamMember(member: TeamMember): TeamMemberDTO {
  return {
    id: member.id,
    name: member.name,
    title: member.title,
    description: member.description ?? null,
    avatar_url: mediaUrl(member.avatar, 'thumbnail'),
    initials: Array.from(member.name.trim())[0] ?? '?',
    expertise: member.expertise ?? [],
  }
}

export type JobPostingDTO = {
  id: number
  title: string
  department: string
  location: string
  type: string
  salary: string
  experience: string | null
  education: string | null
  description: string | null
  requirements: string[]
  benefits: string[]
  /** When the opening was posted (its creation): JobPosting structured data. */
  posted_at: string
}

export function serializeJobPosting(job: JobPosting): JobPostingDTO {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type || '全职',
    salary: job.salary,
    experience: job.experience ?? null,
    education: job.education ?? null,
    description: job.description ?? null,
    requirements: job.requirements ?? [],
    benefits: job.benefits ?? [],
    posted_at: job.createdAt,
  }
}
