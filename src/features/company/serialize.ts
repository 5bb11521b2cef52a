import type { JobPosting, ServicePage, ServiceTier, TeamMember } from '@/payload-types'
import { mediaUrl } from '@/lib/media'
import { servicePriceText, tierPriceText } from './pricing'

export type ServiceTierDTO = {
  id: number
  page: string
  category: string | null
  name: string
  price: number
  price_is_starting: boolean
  price_text: string
  description: string | null
  features: string[]
  notes: string | null
  type: string | null
  data_requirement: string | null
  addon: { name: string; price: number | null; price_text: string | null; features: string[] } | null
  sort_order: number
}

export function serializeServiceTier(tier: ServiceTier): ServiceTierDTO {
  const addonName = tier.addon?.name?.trim()
  const addonPrice = typeof tier.addon?.price === 'number' ? tier.addon.price : null
  return {
    id: tier.id,
    page: tier.page,
    category: tier.category?.trim() || null,
    name: tier.name,
    price: tier.price,
    price_is_starting: Boolean(tier.price_is_starting),
    price_text: tierPriceText(tier.price, Boolean(tier.price_is_starting)),
    description: tier.description ?? null,
    features: tier.features ?? [],
    notes: tier.notes ?? null,
    type: tier.type ?? null,
    data_requirement: tier.data_requirement ?? null,
    addon: addonName
      ? {
          name: addonName,
          price: addonPrice,
          price_text: addonPrice === null ? null : tierPriceText(addonPrice),
          features: tier.addon?.features ?? [],
        }
      : null,
    sort_order: tier.sort_order ?? 0,
  }
}

/**
 * The price tiers a one-on-one page shows when staff gave it no separate 服务方案 (service-tiers):
 * its own 套餐, so a page created in the admin is complete with its title, text and packages.
 */
export function packageTiers(page: ServicePageDTO): ServiceTierDTO[] {
  return page.packages.map((pack, index) => ({
    id: -(index + 1),
    page: page.slug,
    category: null,
    name: pack.name,
    price: pack.price,
    price_is_starting: false,
    price_text: pack.price_text,
    description: pack.duration,
    features: pack.features,
    notes: pack.lessons === null ? null : `共 ${pack.lessons} 课时`,
    type: null,
    data_requirement: null,
    addon: null,
    sort_order: index,
  }))
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
    name: string
    price: number
    price_text: string
    lessons: number | null
    duration: string | null
    features: string[]
    highlighted: boolean
  }[]
  extras: { name: string; price: number; price_text: string; description: string | null }[]
  claims: string[]
  related_links: { title: string; link: string }[]
}

const numberOf = (price: number | null | undefined): number | null => (typeof price === 'number' ? price : null)

export function serializeServicePage(page: ServicePage): ServicePageDTO {
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
    price: numberOf(page.price),
    price_min: numberOf(page.price_min),
    price_max: numberOf(page.price_max),
    price_text: servicePriceText(page),
    price_note: page.price_note ?? null,
    duration: page.duration ?? null,
    terms: (page.terms ?? []).map(({ label, value }) => ({ label, value })),
    stats: (page.stats ?? []).map(({ value, label }) => ({ value, label })),
    features: (page.features ?? []).map(item),
    lessons: (page.lessons ?? []).map((lesson, index) => ({ number: index + 1, ...item(lesson) })),
    steps: (page.steps ?? []).map((step, index) => ({ number: index + 1, ...item(step) })),
    packages: (page.packages ?? []).map((pack) => ({
      name: pack.name,
      price: pack.price,
      price_text: tierPriceText(pack.price),
      lessons: numberOf(pack.lessons),
      duration: pack.duration ?? null,
      features: pack.features ?? [],
      highlighted: Boolean(pack.highlighted),
    })),
    extras: (page.extras ?? []).map((extra) => ({
      name: extra.name,
      price: extra.price,
      price_text: tierPriceText(extra.price),
      description: extra.description ?? null,
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
