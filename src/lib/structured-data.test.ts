import { describe, expect, it } from 'vitest'
import { schemaProblems } from '@/testing/schema-org'
import { env } from './env'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jobPostingJsonLd,
  jsonLdText,
  newsArticleJsonLd,
  organizationJsonLd,
  parseSalary,
  priceOf,
  productJsonLd,
} from './structured-data'

const site = env.siteUrl

describe('JSON-LD builders meet schema.org required properties', () => {
  it('Organization with contact points (home)', () => {
    const data = organizationJsonLd({
      contactPoints: [
        { contactType: '客户服务', telephone: '400-886-2018' },
        { contactType: '客户服务', email: 'service@keyan.example.com' },
        { contactType: '客户服务' },
      ],
    })
    expect(schemaProblems(data)).toEqual([])
    expect(data.url).toBe(`${site}/`)
    expect(data.contactPoint).toHaveLength(2)
  })

  it('BreadcrumbList: positions from 1, URLs absolute, the current page last without a link', () => {
    const data = breadcrumbJsonLd([
      { label: '首页', href: '/' },
      { label: '科研新闻', href: '/news' },
      { label: '文章' },
    ])
    expect(schemaProblems(data)).toEqual([])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: '科研新闻', item: `${site}/news` },
      { '@type': 'ListItem', position: 3, name: '文章' },
    ])
  })

  it('NewsArticle and Article: headline, image (the site default when none), dates, author, publisher', () => {
    const news = newsArticleJsonLd({
      path: '/news/a',
      title: '标题',
      description: '<p>摘要</p>',
      images: ['/cms-api/media/file/a.jpg'],
      publishedAt: '2026-11-01T08:00:00.000Z',
    })
    expect(schemaProblems(news)).toEqual([])
    expect(news.image).toEqual([`${site}/cms-api/media/file/a.jpg`])
    expect(news.description).toBe('摘要')
    const article = articleJsonLd({ path: '/cases/b', title: '案例', publishedAt: '2026-10-01T00:00:00.000Z' })
    expect(schemaProblems(article)).toEqual([])
    expect(article['@type']).toBe('Article')
    expect(article.image).toEqual([`${site}/og-default.png`])
  })

  it('an article without a date is reported', () => {
    expect(schemaProblems(articleJsonLd({ path: '/cases/b', title: '案例' }))).toContain(
      '$<Article>.datePublished: required',
    )
  })

  it('Product with an Offer in CNY: a price, or a PriceSpecification range', () => {
    const fixed = productJsonLd({ path: '/product-detail/1', name: '转录组分析', price: { price: 2999 } })
    expect(schemaProblems(fixed)).toEqual([])
    expect(fixed.offers).toMatchObject({ '@type': 'Offer', price: '2999.00', priceCurrency: 'CNY' })
    const range = productJsonLd({ path: '/services/x', name: '一对一辅导', price: { min: 1000, max: 5000 } })
    expect(schemaProblems(range)).toEqual([])
    expect(range.offers).toMatchObject({
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: '1000.00',
        maxPrice: '5000.00',
        priceCurrency: 'CNY',
      },
    })
  })

  it('a Product without an offer, or an Offer in another currency, is reported', () => {
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' })).toContain(
      '$<Product>: needs one of offers, review, aggregateRating',
    )
    const usd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'x',
      offers: { '@type': 'Offer', price: '1', priceCurrency: 'USD' },
    }
    expect(schemaProblems(usd)).toContain('$<Product>.offers<Offer>.priceCurrency: must be CNY')
  })

  it('priceOf: one price when all agree, else the range; null without prices', () => {
    expect(priceOf([300, 300])).toEqual({ price: 300 })
    expect(priceOf([500, null, 300])).toEqual({ min: 300, max: 500 })
    expect(priceOf([null])).toBeNull()
  })

  it('FAQPage: questions with accepted answers', () => {
    const data = faqJsonLd([{ question: '多久交付？', answer: '一般 7 个工作日。' }])
    expect(schemaProblems(data)).toEqual([])
    expect(schemaProblems(faqJsonLd([]))).toContain('$<FAQPage>.mainEntity: required')
  })

  it('JobPosting: title, description, date, employer and place', () => {
    const data = jobPostingJsonLd({
      title: '生信分析师',
      description: '负责转录组分析',
      datePosted: '2026-11-20T10:00:00.000Z',
      location: '杭州',
      employmentType: '全职',
      salary: '15K-25K',
    })
    expect(schemaProblems(data)).toEqual([])
    expect(data).toMatchObject({ datePosted: '2026-11-20', employmentType: 'FULL_TIME' })
    expect(data.baseSalary).toMatchObject({ currency: 'CNY', value: { minValue: 15000, maxValue: 25000 } })
  })

  it('parseSalary reads the usual ways of writing a monthly range', () => {
    expect(parseSalary('8000-12000元/月')).toEqual({ minValue: 8000, maxValue: 12000 })
    expect(parseSalary('10k~20k')).toEqual({ minValue: 10000, maxValue: 20000 })
    expect(parseSalary('面议')).toBeNull()
  })

  it('the script text cannot close its <script> element', () => {
    const text = jsonLdText(
      newsArticleJsonLd({ path: '/news/x', title: '</script><script>alert(1)</script>', publishedAt: '2026-01-01' }),
    )
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>')
  })
})
