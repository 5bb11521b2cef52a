import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { listContactMethods } from '@/features/contact/queries'
import type { ContactMethodDTO } from '@/features/contact/serialize'
import { ContactMethodCards } from '@/features/contact/components/ContactMethodCards'
import { ContactServiceNotice } from '@/features/contact/components/ContactServiceNotice'
import { ContactTeamBlurb } from '@/features/contact/components/ContactTeamBlurb'
import { EnquirySection } from '@/features/contact/components/EnquirySection'
import { logError } from '@/cms/log'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import { container } from '@/ui/layout'

export const metadata: Metadata = pageMetadata({
  title: '联系我们',
  description:
    '通过微信、电话、邮箱或到访与学术顾问联系，获取生信、临床研究、Meta分析、论文写作与润色等服务的个性化方案与报价。',
  path: '/contact',
})

export default async function ContactPage() {
  let methods: ContactMethodDTO[] | null
  try {
    methods = await listContactMethods()
  } catch (error) {
    await logError('[contact] contact methods unavailable', error)
    methods = null
  }

  return (
    <main>
      <section className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
        <div className={`${container} py-12 text-center md:py-16`}>
          <p className="text-sm font-semibold tracking-wider text-brand-700">随时为您解答</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 md:text-4xl">联系我们</h1>
          <p className="mx-auto mt-4 max-w-3xl text-[15px] leading-7 text-slate-600 md:text-base">
            无论您有任何科研需求或疑问，学术顾问都会尽快为您解答，并为您匹配合适的专家与服务方案。
          </p>
        </div>
      </section>

      <div className={`${container} space-y-10 py-10 md:py-14`}>
        <ContactServiceNotice />

        <section aria-labelledby="contact-methods-heading">
          <h2 id="contact-methods-heading" className="mb-6 text-2xl font-bold text-slate-900">
            联系方式
          </h2>
          {methods === null ? (
            <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-700">
              <RenderFailedMark />
              网络错误，请稍后重试
            </p>
          ) : (
            <ContactMethodCards methods={methods} />
          )}
        </section>

        <ContactTeamBlurb />
      </div>
      <EnquirySection path="/contact" serviceFromAddress />
    </main>
  )
}
