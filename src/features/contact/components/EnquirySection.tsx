import { EnquiryForm } from './EnquiryForm'
import { container } from '@/ui/layout'

/**
 * The consult form as a page section (/contact, every service page). Rendered on the server into
 * the page's cached HTML, so it works before, and without, JavaScript.
 */
export function EnquirySection({
  path,
  service,
  serviceFromAddress = false,
  headingLevel = 'h2',
}: {
  /** The page's path, where the form posts without JavaScript. */
  path: string
  service?: string
  /** /contact: the service comes from ?service= in the address (read in the browser). */
  serviceFromAddress?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
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
          <p className="mt-3 text-[15px] leading-7 text-slate-600">
            {service ? `想了解“${service}”？` : '有科研需求或疑问？'}
            留下您的联系方式和需求，学术顾问将在1个工作日内与您联系，为您匹配合适的专家与服务方案。
          </p>
          <ul className="mt-5 space-y-2 text-sm text-slate-600">
            <li>✓ 一对一沟通需求，免费评估</li>
            <li>✓ 方案与报价透明，按需定制</li>
            <li>✓ 个人信息仅用于答复本次咨询</li>
          </ul>
        </div>
        <EnquiryForm service={service} serviceFromAddress={serviceFromAddress} permalink={path} />
      </div>
    </section>
  )
}
