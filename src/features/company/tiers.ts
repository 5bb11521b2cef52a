/** The bioinformatics page's filter: '全部' plus each tier group, in the order tiers are listed. */
export const ALL_TIERS = '全部'

export function tierCategories(tiers: { category: string | null }[]): string[] {
  const seen: string[] = []
  for (const tier of tiers) {
    if (tier.category && !seen.includes(tier.category)) seen.push(tier.category)
  }
  return seen
}

export function filterTiers<T extends { category: string | null }>(tiers: T[], choice: string): T[] {
  if (choice === ALL_TIERS) return tiers
  return tiers.filter((tier) => tier.category === choice)
}
