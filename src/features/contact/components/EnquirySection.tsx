import { EnquiryForm } from './EnquiryForm'
import { container } from '@/ui/layout'

const PROMISES = ['一对一沟通需求，免费评估', '方案与报价透明，按需定制', '个人信息仅用于答复本次咨询']

/**
 * The consult form as a page section. Rendered on the server into the page's cached HTML, so it
 * works before, and without, JavaScript. `band` (every service page): a full-width band with the
 * introduction beside the form. `column` (/contact): a card for one column of the page's own grid,
 * introduction above the form, so on a phone the fields start right under the heading.
 */
export function EnquirySection({
  path,
  service,
  serviceFromAddress = false,
  serviceChoices,
  headingLevel = 'h2',
  variant = 'band',
}: {
  /** The page's path, where the form posts without JavaScript. */
  path: string
  service?: string
  /** /contact: the service comes from ?service= in the address (read in the browser). */
  serviceFromAddress?: boolean
  /** The catalogue's services, offered as 咨询服务's choices (/contact). */
  serviceChoices?: readonly string[]
  headingLevel?: 'h2' | 'h3'
  variant?: 'band' | 'column'
}) {
  const Heading = headingLevel
  const form = (
    <EnquiryForm
      service={service}
      serviceFromAddress={serviceFromAddress}
      permalink={path}
      serviceChoices={serviceChoices}
      sentHeadingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
    />
  )
  const intro = (
    <>
      {service ? `想了解“${service}”？` : '有科研需求或疑问？'}
      留下您的联系方式和需求，学术顾问将在1个工作日内与您联系，为您匹配合适的专家与服务方案。
    </>
  )

  if (variant === 'column') {
    return (
      <section
        aria-labelledby="enquiry-heading"
        data-enquiry-section
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-700">专属学术顾问</p>
        {/* /contact#enquiry-heading (the phone contact bar's 咨询) lands clear of the fixed header. */}
        <Heading id="enquiry-heading" className="mt-1 scroll-mt-24 text-2xl font-bold text-slate-900">
          在线咨询
        </Heading>
        <p className="mt-2 text-[15px] leading-7 text-slate-600">{intro}</p>
        <ul className="mt-3 hidden flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 sm:flex">
          {PROMISES.map((text) => (
            <li key={text}>✓ {text}</li>
          ))}
        </ul>
        <div className="mt-6">{form}</div>
      </section>
    )
  }

  return (
    <section
      aria-labelledby="enquiry-heading"
      data-enquiry-section
      className={`${container} pb-10 pt-6 md:pb-14 md:pt-8`}
    >
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700">专属学术顾问</p>
          <Heading id="enquiry-heading" className="mt-2 text-2xl font-bold text-slate-900">
            在线咨询
          </Heading>
          <p className="mt-3 text-[15px] leading-7 text-slate-600">{intro}</p>
          <ul className="mt-5 space-y-2 text-sm text-slate-600">
            {PROMISES.map((text) => (
              <li key={text}>✓ {text}</li>
            ))}
          </ul>
        </div>
        {form}
      </div>
    </section>
  )
}
