/**
 * The properties schema.org types must carry for search engines to use them (Google's required
 * properties for rich results, plus the structure schema.org defines), checked on any JSON-LD
 * object tree: unit tests of the builders and the end-to-end tests of the served pages.
 */
type Node = Record<string, unknown>
type Rule = { required: string[]; oneOf?: string[][]; check?: (node: Node, path: string) => string[] }

const nonEmptyList = (name: string) => (node: Node, path: string) =>
  Array.isArray(node[name]) && (node[name] as unknown[]).length > 0 ? [] : [`${path}.${name}: must be a non-empty list`]

const isoDate = (name: string) => (node: Node, path: string) =>
  typeof node[name] === 'string' && !Number.isNaN(Date.parse(node[name] as string))
    ? []
    : [`${path}.${name}: must be an ISO 8601 date`]

export const SCHEMA_RULES: Record<string, Rule> = {
  Organization: { required: ['name', 'url'] },
  ContactPoint: { required: ['contactType'], oneOf: [['telephone', 'email']] },
  BreadcrumbList: {
    required: ['itemListElement'],
    check: (node, path) => {
      const problems = nonEmptyList('itemListElement')(node, path)
      const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : []
      items.forEach((item, index) => {
        if (item.position !== index + 1)
          problems.push(`${path}.itemListElement[${index}].position: must be ${index + 1}`)
        if (index < items.length - 1 && typeof item.item !== 'string')
          problems.push(`${path}.itemListElement[${index}].item: every item but the last needs its URL`)
      })
      return problems
    },
  },
  ListItem: { required: ['position', 'name'] },
  NewsArticle: {
    required: ['headline', 'image', 'datePublished', 'author', 'publisher'],
    check: (node, path) => isoDate('datePublished')(node, path),
  },
  Article: {
    required: ['headline', 'image', 'datePublished', 'author', 'publisher'],
    check: (node, path) => isoDate('datePublished')(node, path),
  },
  Product: { required: ['name'], oneOf: [['offers', 'review', 'aggregateRating']] },
  Offer: {
    required: ['priceCurrency'],
    oneOf: [['price', 'priceSpecification']],
    check: (node, path) => (node.priceCurrency === 'CNY' ? [] : [`${path}.priceCurrency: must be CNY`]),
  },
  PriceSpecification: { required: ['priceCurrency'], oneOf: [['price', 'minPrice']] },
  FAQPage: { required: ['mainEntity'], check: (node, path) => nonEmptyList('mainEntity')(node, path) },
  Question: { required: ['name', 'acceptedAnswer'] },
  Answer: { required: ['text'] },
  JobPosting: {
    required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
    check: (node, path) => isoDate('datePosted')(node, path),
  },
  Place: { required: ['address'] },
  PostalAddress: { required: ['addressCountry'] },
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

function walk(value: unknown, path: string, problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, problems))
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as Node
  const type = typeof node['@type'] === 'string' ? (node['@type'] as string) : null
  const rule = type ? SCHEMA_RULES[type] : undefined
  const here = type ? `${path}<${type}>` : path
  if (rule) {
    for (const name of rule.required) if (!present(node[name])) problems.push(`${here}.${name}: required`)
    for (const group of rule.oneOf ?? [])
      if (!group.some((name) => present(node[name]))) problems.push(`${here}: needs one of ${group.join(', ')}`)
    problems.push(...(rule.check?.(node, here) ?? []))
  }
  for (const [key, child] of Object.entries(node)) if (key !== '@context') walk(child, `${here}.${key}`, problems)
}

/** Everything missing or malformed in a JSON-LD document (an object or a list); empty when valid. */
export function schemaProblems(data: unknown): string[] {
  const problems: string[] = []
  const roots = Array.isArray(data) ? data : [data]
  roots.forEach((root, index) => {
    const node = root as Node | null
    if (!node || typeof node !== 'object') return void problems.push(`[${index}]: not an object`)
    if (node['@context'] !== 'https://schema.org') problems.push(`[${index}].@context: must be https://schema.org`)
    if (typeof node['@type'] !== 'string' || !SCHEMA_RULES[node['@type']])
      problems.push(`[${index}].@type: unknown type ${String(node['@type'])}`)
  })
  walk(data, '$', problems)
  return problems
}
