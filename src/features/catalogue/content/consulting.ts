import type { ServicePage } from '@/payload-types'

/**
 * The research-consulting services of /research-consultation and their detail pages. Their copy
 * lives in the CMS (service pages with template 科研咨询详情, seeded from the spec); this module
 * turns such a page into the card and detail shape. Card fields follow the spec's consulting
 * service card (id, title, description, icon, color, 4 features, link).
 */

export type ConsultingIcon = NonNullable<ServicePage['icon']>
export type ConsultingColor = NonNullable<ServicePage['color']>

export type ConsultingStep = { title: string; description: string }

export type ConsultingService = {
  /** Also the last segment of the detail page's path. */
  id: string
  title: string
  description: string
  icon: ConsultingIcon
  color: ConsultingColor
  /** The card's points (up to four). */
  features: string[]
  link: string
  /** Detail page. */
  intro: string
  includes: { title: string; description: string }[]
  audience: string[]
  process: ConsultingStep[]
  format: string
}

const entry = (item: { title: string; description?: string | null }) => ({
  title: item.title,
  description: item.description ?? '',
})

export function serializeConsultingService(page: ServicePage): ConsultingService {
  return {
    id: page.slug,
    title: page.title,
    description: page.description ?? '',
    icon: page.icon ?? 'lightbulb',
    color: page.color ?? 'blue',
    features: (page.card_features ?? []).slice(0, 4),
    link: `/services/${page.slug}`,
    intro: page.intro ?? '',
    includes: (page.features ?? []).map(entry),
    audience: page.audience ?? [],
    process: (page.steps ?? []).map(entry),
    format: page.format ?? '',
  }
}
