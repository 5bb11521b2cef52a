import Link from 'next/link'
import type { ServicePageDTO } from '@/features/company/serialize'
import { ConsultCardFooter, FeatureSection, IntroSection, MedicalSciBreadcrumb } from './service-parts'
import { PageHero, container, ColumnSection } from './ui'
import { Price } from '@/ui/Price'
import { MobileActionBar } from '@/features/shell/components/MobileActionBar'
import { consultHref } from '@/features/company/pricing'

/** Statistics analysis guidance and writing training: price, length, features, lesson outline, buy card. */
export function CourseDetailView({ page }: { page: ServicePageDTO }) {
  return (
    <main>
      <PageHero title={page.title} subtitle={page.subtitle} top={<MedicalSciBreadcrumb title={page.title} />}>
        <div className="mt-5 flex flex-wrap items-end gap-x-6 gap-y-2">
          <p className="text-3xl font-bold sm:text-4xl">{page.price_text}</p>
          {page.duration && <p className="text-brand-50">课程时长：{page.duration}</p>}
        </div>
      </PageHero>

      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14`}>
        <div className="space-y-12">
          {page.description && <IntroSection id="course-intro" title="课程介绍" text={page.description} />}

          {page.features.length > 0 && <FeatureSection id="course-features" title="课程特色" items={page.features} />}

          {page.lessons.length > 0 && (
            <ColumnSection
              id="course-outline"
              title="课程大纲"
              note={
                <span className="ml-3 align-middle text-base font-medium text-slate-500" data-testid="lesson-count">
                  共{page.lessons.length}节课
                </span>
              }
            >
              <ol
                className="mt-5 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
                data-testid="lessons"
              >
                {page.lessons.map((lesson) => (
                  <li key={lesson.number} className="flex gap-4 p-4 sm:p-5">
                    <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-700">
                      第{lesson.number}课
                    </span>
                    <div>
                      <h3 className="font-semibold text-slate-900">{lesson.title}</h3>
                      {lesson.description && (
                        <p className="mt-1 text-sm leading-6 text-slate-600">{lesson.description}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            </ColumnSection>
          )}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="购买与相关服务">
          <section
            aria-labelledby="buy-card"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md"
            data-testid="buy-card"
          >
            <h2 id="buy-card" className="text-lg font-bold text-slate-900">
              报名课程
            </h2>
            <Price as="p" size="lg" className="mt-3" value={page.price_text} />
            <dl className="mt-4 space-y-2 text-sm text-slate-700">
              {page.duration && (
                <div className="flex justify-between gap-4">
                  <dt className="shrink-0 text-slate-500">课程时长</dt>
                  <dd className="text-right">{page.duration}</dd>
                </div>
              )}
              {page.lessons.length > 0 && (
                <div className="flex justify-between gap-4">
                  <dt className="shrink-0 text-slate-500">课时</dt>
                  <dd>{page.lessons.length}节</dd>
                </div>
              )}
            </dl>
            <ConsultCardFooter
              claims={page.claims}
              pageTitle={page.title}
              label="立即报名"
              note="提交报名后，课程顾问将在1个工作日内联系你"
            />
          </section>

          {page.related_links.length > 0 && (
            <section
              aria-labelledby="related-services"
              className="rounded-2xl border border-slate-200 bg-white p-6"
              data-testid="related-services"
            >
              <h2 id="related-services" className="text-lg font-bold text-slate-900">
                相关服务
              </h2>
              <ul className="mt-3 space-y-2">
                {page.related_links.map((link) => (
                  <li key={link.link}>
                    <Link href={link.link} className="text-brand-700 hover:underline">
                      {link.title} →
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      <MobileActionBar
        name={page.title}
        price={page.price_text}
        consultHref={consultHref(page.title)}
        buyLabel="立即报名"
      />
    </main>
  )
}
