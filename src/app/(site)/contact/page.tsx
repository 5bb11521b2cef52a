import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { listServiceMenu, listServices } from '@/features/catalogue/queries'
import { listContactMethods } from '@/features/contact/queries'
import type { ContactMethodDTO } from '@/features/contact/serialize'
import { ContactMethodCards } from '@/features/contact/components/ContactMethodCards'
import { ContactQuickLine } from '@/features/contact/components/ContactQuickLine'
import { ContactServiceNotice } from '@/features/contact/components/ContactServiceNotice'
import { ContactTeamBlurb } from '@/features/contact/components/ContactTeamBlurb'
import { EnquirySection } from '@/features/contact/components/EnquirySection'
import { serviceChoices } from '@/features/contact/components/consult-service'
import { logError } from '@/cms/log'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import { container } from '@/ui/layout'

export const metadata: Metadata = pageMetadata({
  title: '联系我们',
  description:
    '通过微信、电话、邮箱或到访与学术顾问联系，获取生信、临床研究、Meta分析、论文写作与润色等服务的个性化方案与报价。',
  path: '/contact',
})

/**
 * The services the consult form offers: the staff-managed service menu, then the services. The
 * contact area may not read the catalogue, so the page hands it the names. Should the catalogue
 * not be read (null), the form keeps a text field for the service and the render is not kept.
 */
async function loadServiceChoices(): Promise<string[] | null> {
  try {
    const [menu, services] = await Promise.all([listServiceMenu(), listServices()])
    return serviceChoices(
      menu.map((item) => item.name),
      services.map((service) => service.title),
    )
  } catch (error) {
    await logError('[contact] service choices unavailable', error)
    return null
  }
}

async function loadContactMethods(): Promise<ContactMethodDTO[] | null> {
  try {
    return await listContactMethods()
  } catch (error) {
    await logError('[contact] contact methods unavailable', error)
    return null
  }
}

/**
 * Phones: the hero, a line of direct contacts and the consult form first, then the contact-method
 * cards and the team. Wide screens: the form beside the contact methods (issue #42).
 */
export default async function ContactPage() {
  const [methods, choices] = await Promise.all([loadContactMethods(), loadServiceChoices()])

  return (
    <main>
      <section className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
        <div className={`${container} py-8 text-center md:py-14`}>
          <p className="text-sm font-semibold tracking-wider text-brand-700">随时为您解答</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 md:text-4xl">联系我们</h1>
          <p className="mx-auto mt-3 max-w-3xl text-[15px] leading-7 text-slate-600 md:mt-4 md:text-base">
            无论您有任何科研需求或疑问，学术顾问都会尽快为您解答，并为您匹配合适的专家与服务方案。
          </p>
        </div>
      </section>

      <div className={`${container} space-y-8 py-6 md:space-y-10 md:py-10`}>
        <ContactServiceNotice />
        {methods ? <ContactQuickLine methods={methods} className="lg:hidden" /> : null}

        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
          <div>
            {choices === null ? <RenderFailedMark /> : null}
            <EnquirySection path="/contact" serviceFromAddress serviceChoices={choices ?? undefined} variant="column" />
          </div>

          <section id="contact-methods" aria-labelledby="contact-methods-heading" className="scroll-mt-24">
            <h2 id="contact-methods-heading" className="mb-5 text-2xl font-bold text-slate-900">
              联系方式
            </h2>
            {methods === null ? (
              <p
                role="alert"
                className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-700"
              >
                <RenderFailedMark />
                网络错误，请稍后重试
              </p>
            ) : (
              <ContactMethodCards methods={methods} layout="column" />
            )}
          </section>
        </div>

        <ContactTeamBlurb />
      </div>
    </main>
  )
}
