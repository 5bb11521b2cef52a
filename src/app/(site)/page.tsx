import type { Metadata } from 'next'
import Link from 'next/link'
import { listCategories } from '@/features/catalogue/queries'
import { listNews } from '@/features/news/queries'
import { listCases } from '@/features/cases/queries'
import { listResources } from '@/features/resources/queries'
import { listFaculty } from '@/features/faculty/queries'
import { getSiteSettings } from '@/features/company/queries'
import { listContactMethods } from '@/features/contact/queries'
import { pageMetadata } from '@/lib/seo'
import { organizationJsonLd } from '@/lib/structured-data'
import { JsonLd } from '@/ui/JsonLd'
import { HydrationSlice } from '@/ui/HydrationSlice'
import { load } from '@/features/shell/home/load'
import { HomeHero } from '@/features/shell/home/HomeHero'
import { HomeSection } from '@/features/shell/home/HomeSection'
import { HomeWhyChooseUs } from '@/features/shell/home/HomeWhyChooseUs'
import { HomeCallToAction } from '@/features/shell/home/HomeCallToAction'
import { CoreServicesGrid } from '@/features/catalogue/components/CoreServicesGrid'
import { HomeLatestNews } from '@/features/news/components/HomeLatestNews'
import { HomeNewsSection } from '@/features/news/components/HomeNewsSection'
import { HomeCaseTeaser, HOME_CASES_COUNT } from '@/features/cases/components/HomeCaseTeaser'
import { HomeFacultySection } from '@/features/faculty/components/HomeFacultySection'
import { HomeResources } from '@/features/resources/components/HomeResources'

export const metadata: Metadata = pageMetadata({
  title: '科研学术服务平台 · 生信、临床、Meta分析与论文服务',
  absoluteTitle: true,
  description:
    '一站式科研学术服务：生物信息学、临床研究、Meta分析、统计分析、湿实验、论文写作与润色、基金申报与科研培训，博士专家团队全程辅导。',
  path: '/',
})

/** Latest news card shows 5; the news section shows 4 and needs to know whether there are more. */
const LATEST_NEWS_LIMIT = 5

// The home page composes one read per section; each section renders its own error state.
export default async function HomePage() {
  const [categories, news, cases, resources, faculty, settings, contacts] = await Promise.all([
    load(listCategories(), 'categories'),
    load(listNews(LATEST_NEWS_LIMIT), 'news'),
    load(listCases(HOME_CASES_COUNT), 'cases'),
    load(listResources(), 'resources'),
    load(listFaculty(), 'faculty'),
    load(getSiteSettings(), 'site settings'),
    load(listContactMethods(), 'contact methods'),
  ])
  const figures = settings.ok
    ? settings.data.figures
    : { cases: '1500+', team: '100+', satisfaction: '98%', founded: '2018' }

  const organization = organizationJsonLd({
    name: settings.ok ? settings.data.brand_name : undefined,
    description: settings.ok ? settings.data.footer_intro : null,
    contactPoints: (contacts.ok ? contacts.data : []).map((method) => ({
      contactType: '客户服务',
      telephone: method.type === 'phone' ? method.value : null,
      email: method.type === 'email' ? method.value : null,
    })),
  })

  return (
    <main>
      <JsonLd data={organization} />
      <HomeHero figures={figures} aside={<HomeLatestNews news={news.ok ? news.data : []} />} />
      {/* Each section below the hero hydrates as a task of its own (src/ui/HydrationSlice.tsx). */}
      <HydrationSlice>
        <CoreServicesGrid result={categories} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeNewsSection result={news} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeWhyChooseUs points={settings.ok ? settings.data.selling_points : []} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeCaseTeaser result={cases} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeSection
          id="academic-resources"
          eyebrow="免费下载"
          title="学术资源"
          description="精选科研教程、数据分析指南与学术工具，免费下载学习。"
        >
          <HomeResources initialResources={resources.ok ? resources.data : []} />
          <p className="mt-8 text-center">
            <Link href="/resources" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
              进入学术资源中心 →
            </Link>
          </p>
        </HomeSection>
      </HydrationSlice>
      <HydrationSlice>
        <HomeFacultySection faculty={faculty.ok ? faculty.data : []} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeCallToAction />
      </HydrationSlice>
    </main>
  )
}
