import { absoluteUrl, DEFAULT_SHARE_IMAGE, excerpt, SITE_NAME } from './seo'

/**
 * schema.org JSON-LD for the public pages. Each builder returns one object with its `@context`;
 * `src/lib/structured-data.test.ts` checks them against the properties schema.org and the search
 * engines require.
 */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown }

const context = 'https://schema.org' as const
const orgRef = () => ({ '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') })
const logo = () => absoluteUrl('/icon-512.png')
const imageOrDefault = (images: (string | null | undefined)[]) => {
  const list = images.filter((image): image is string => Boolean(image)).map(absoluteUrl)
  return list.length > 0 ? list : [absoluteUrl(DEFAULT_SHARE_IMAGE.url)]
}

export type ContactPointInput = { telephone?: string | null; email?: string | null; contactType: string }

/** Home: the company with its contact points. */
export function organizationJsonLd(input: {
  name?: string
  description?: string | null
  contactPoints: ContactPointInput[]
  sameAs?: string[]
}): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: input.name || SITE_NAME,
    url: absoluteUrl('/'),
    logo: logo(),
    ...(input.description ? { description: input.description } : {}),
    contactPoint: input.contactPoints
      .filter((point) => point.telephone || point.email)
      .map((point) => ({
        '@type': 'ContactPoint',
        contactType: point.contactType,
        ...(point.telephone ? { telephone: point.telephone } : {}),
        ...(point.email ? { email: point.email } : {}),
        areaServed: 'CN',
        availableLanguage: ['zh-CN'],
      })),
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
  }
}

/** The trail a breadcrumb shows: every item named, each but the current page with its address. */
export function breadcrumbJsonLd(items: { label: string; href?: string }[], currentPath?: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const href = item.href ?? (index === items.length - 1 ? currentPath : undefined)
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        ...(href ? { item: absoluteUrl(href) } : {}),
      }
    }),
  }
}

type ArticleInput = {
  path: string
  title: string
  description?: string | null
  images?: (string | null | undefined)[]
  publishedAt?: string | null
  modifiedAt?: string | null
  section?: string | null
}

function articleBody(type: 'NewsArticle' | 'Article', input: ArticleInput): JsonLd {
  const published = input.publishedAt ?? input.modifiedAt ?? undefined
  return {
    '@context': context,
    '@type': type,
    headline: input.title.length > 110 ? `${input.title.slice(0, 109)}…` : input.title,
    ...(input.description ? { description: excerpt(input.description, 200) } : {}),
    image: imageOrDefault(input.images ?? []),
    ...(published ? { datePublished: published } : {}),
    ...(input.modifiedAt || published ? { dateModified: input.modifiedAt ?? published } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    author: orgRef(),
    publisher: { ...orgRef(), logo: { '@type': 'ImageObject', url: logo() } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(input.path) },
    inLanguage: 'zh-CN',
  }
}

/** A news article. */
export const newsArticleJsonLd = (input: ArticleInput): JsonLd => articleBody('NewsArticle', input)
/** A success case. */
export const articleJsonLd = (input: ArticleInput): JsonLd => articleBody('Article', input)

/** An offer in CNY: one price, or a range (PriceSpecification with min and max). */
export type PriceInput = { price: number } | { min: number; max: number | null }

/** A product, service tier page or course, with its offer in CNY. */
export function productJsonLd(input: {
  path: string
  name: string
  description?: string | null
  images?: (string | null | undefined)[]
  price: PriceInput
  category?: string | null
}): JsonLd {
  const offer =
    'price' in input.price
      ? { price: input.price.price.toFixed(2), priceCurrency: 'CNY' }
      : {
          priceCurrency: 'CNY',
          priceSpecification: {
            '@type': 'PriceSpecification',
            priceCurrency: 'CNY',
            minPrice: input.price.min.toFixed(2),
            ...(input.price.max !== null ? { maxPrice: input.price.max.toFixed(2) } : {}),
          },
        }
  return {
    '@context': context,
    '@type': 'Product',
    name: input.name,
    description: excerpt(input.description, 300) ?? input.name,
    image: imageOrDefault(input.images ?? []),
    ...(input.category ? { category: input.category } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      ...offer,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(input.path),
      seller: orgRef(),
    },
  }
}

/** The price of several options: one price when they agree, else the range. Null without prices. */
export function priceOf(prices: (number | null | undefined)[]): PriceInput | null {
  const list = prices.filter((price): price is number => typeof price === 'number' && price >= 0)
  if (list.length === 0) return null
  const min = Math.min(...list)
  const max = Math.max(...list)
  return min === max ? { price: min } : { min, max }
}

/** Questions with their answers. */
export function faqJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** One job opening on /careers. */
export function jobPostingJsonLd(input: {
  title: string
  description: string
  datePosted: string
  location: string
  employmentType: string
  salary?: string | null
  hiringOrganization?: string
}): JsonLd {
  const employmentTypes: Record<string, string> = {
    全职: 'FULL_TIME',
    兼职: 'PART_TIME',
    实习: 'INTERN',
    合同: 'CONTRACTOR',
  }
  const salary = input.salary ? parseSalary(input.salary) : null
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted.slice(0, 10),
    employmentType: employmentTypes[input.employmentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: input.hiringOrganization || SITE_NAME,
      url: absoluteUrl('/'),
      logo: logo(),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: input.location, addressCountry: 'CN' },
    },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'CNY',
            value: { '@type': 'QuantitativeValue', ...salary, unitText: 'MONTH' },
          },
        }
      : {}),
  }
}

/** "15K-25K" or "8000-12000元/月" as a monthly range in yuan; null when the text is not a range. */
export function parseSalary(text: string): { minValue: number; maxValue: number } | null {
  const match = /(\d+(?:\.\d+)?)\s*([kK千]?)\s*[-–~至]\s*(\d+(?:\.\d+)?)\s*([kK千]?)/.exec(text)
  if (!match) return null
  const scale = (unit: string) => (unit ? 1000 : 1)
  const unit = match[4] || match[2]
  return { minValue: Number(match[1]) * scale(match[2] || unit), maxValue: Number(match[3]) * scale(unit) }
}

/** The text of a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
