/** Test-service tiers and their bullet lists (pure; unit-tested). */

export const MAX_SERVICE_BULLETS = 4
export const TIER_LABELS = ['基础版', '高级版', '专业版'] as const

/** service_content is one text with items separated by '•'; the first four non-empty items are shown. */
export function serviceBullets(content: string | null | undefined, max: number = MAX_SERVICE_BULLETS): string[] {
  if (!content) return []
  return content
    .split('•')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, max)
}

/** The first three services, labelled by position: 基础版, 高级版, 专业版. */
export function labelTiers<T>(services: readonly T[]): { label: (typeof TIER_LABELS)[number]; service: T }[] {
  return services.slice(0, TIER_LABELS.length).map((service, index) => ({ label: TIER_LABELS[index], service }))
}
