import { describe, expect, it } from 'vitest'
import { canonicalPath, excerpt, pageMetadata, seoOverrideOf, verificationMetadata } from './seo'

describe('pageMetadata', () => {
  it('gives canonical, Open Graph and Twitter tags with the site image when the page has none', () => {
    const metadata = pageMetadata({ title: '科研新闻', description: '动态', path: '/news?category=x' })
    expect(metadata.title).toBe('科研新闻')
    expect(metadata.alternates?.canonical).toBe('/news')
    expect(metadata.openGraph).toMatchObject({
      url: '/news',
      locale: 'zh_CN',
      title: '科研新闻 · 科研学术服务平台',
      images: [{ url: '/og-default.png', width: 1200, height: 630 }],
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og-default.png'] })
  })

  it("uses the staff's search title as the whole <title>, their description and image; blanks fall back", () => {
    const metadata = pageMetadata({
      title: '文章',
      description: '<p>正文</p>',
      path: '/news/a',
      image: '/own.jpg',
      type: 'article',
      override: { title: '搜索标题', description: null, image_url: null },
    })
    expect(metadata.title).toEqual({ absolute: '搜索标题' })
    expect(metadata.description).toBe('正文')
    expect(metadata.openGraph).toMatchObject({ type: 'article', images: [{ url: '/own.jpg' }] })
    const image = pageMetadata({
      title: 'x',
      path: '/x',
      override: { title: null, description: '描述', image_url: '/s.jpg' },
    })
    expect(image.description).toBe('描述')
    expect(image.twitter).toMatchObject({ images: ['/s.jpg'] })
  })
})

describe('helpers', () => {
  it('canonicalPath drops the query, the fragment and a trailing slash', () => {
    expect(canonicalPath('/cases/?a=1#b')).toBe('/cases')
    expect(canonicalPath('/')).toBe('/')
  })
  it('excerpt strips markup and shortens', () => {
    expect(excerpt('<p>一 &nbsp; 二</p>')).toBe('一 二')
    expect(excerpt('字'.repeat(200), 10)).toHaveLength(10)
    expect(excerpt('   ')).toBeNull()
  })
  it('seoOverrideOf turns blanks into null and prefers the card-sized image', () => {
    expect(
      seoOverrideOf({
        title: ' ',
        description: 'd',
        image: { url: '/a.jpg', sizes: { card: { url: '/a-card.jpg' } } },
      }),
    ).toEqual({
      title: null,
      description: 'd',
      image_url: '/a-card.jpg',
    })
    expect(seoOverrideOf(undefined)).toEqual({ title: null, description: null, image_url: null })
  })
  it('verification tags by each search engine’s name', () => {
    expect(
      verificationMetadata({ baidu: 'b1', google: 'g1', bing: null, sogou: 's1', so360: null, shenma: null }),
    ).toEqual({ google: 'g1', other: { 'baidu-site-verification': 'b1', sogou_site_verification: 's1' } })
    expect(
      verificationMetadata({ baidu: null, google: null, bing: null, sogou: null, so360: null, shenma: null }),
    ).toEqual({})
  })
})
