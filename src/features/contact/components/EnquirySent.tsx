import Link from 'next/link'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/ui/Button'

/**
 * What the consult form turns into once an enquiry is sent: in its place, the thanks, what happens
 * next and a way to send another. Sent with JavaScript, the panel takes the focus and is scrolled
 * to (the form it replaces was taller, so the view would otherwise be left further down the page,
 * at the footer on a phone). The heading and the first line read together as the site's thanks,
 * 提交成功！学术顾问将在1个工作日内与您联系。
 */
export function EnquirySent({
  headingLevel = 'h3',
  emailGiven,
  member,
  takeFocus,
  onAnother,
}: {
  headingLevel?: 'h3' | 'h4'
  /** The enquiry gave an e-mail address: an acknowledgement is mailed to it. */
  emailGiven: boolean
  /** A signed-in member: the enquiry is listed under 我的咨询. */
  member: boolean
  /** Move focus and the view here (the visitor has just sent the form in this page). */
  takeFocus: boolean
  onAnother: () => void
}) {
  const panelRef = useRef<HTMLElement>(null)
  const headingId = useId()
  const Heading = headingLevel

  useEffect(() => {
    const panel = panelRef.current
    if (!takeFocus || !panel) return
    panel.focus({ preventScroll: true })
    // Smooth unless the visitor asks for less motion (the site's scroll-behavior says which);
    // scroll-margin keeps the heading clear of the fixed header. In the purchase dialog only the
    // dialog's own box scrolls.
    panel.scrollIntoView({ block: panel.closest('dialog') ? 'nearest' : 'start' })
  }, [takeFocus])

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-enquiry-sent
      className="scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-left sm:p-8"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xl font-bold text-white"
        >
          ✓
        </span>
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl font-bold text-emerald-900">
            提交成功！
          </Heading>
          <p className="mt-1 text-[15px] leading-7 text-emerald-900">学术顾问将在1个工作日内与您联系。</p>
        </div>
      </div>
      <div className="mt-5 rounded-xl bg-white/70 p-4 text-sm leading-6 text-slate-700">
        <p className="font-semibold text-slate-900">接下来</p>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5">
          <li>学术顾问通过您留下的手机号、微信或邮箱与您联系，了解研究方向与需求。</li>
          <li>为您匹配合适的专家，给出服务方案与报价，您确认后再开始。</li>
          {emailGiven ? <li>我们会向您填写的邮箱发送一封确认邮件；如未收到，请查看垃圾邮件箱。</li> : null}
          {member ? (
            <li>
              在
              <Link href="/profile" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                个人中心
              </Link>
              的“我的咨询”中可查看处理进度。
            </li>
          ) : null}
        </ol>
        <p className="mt-3">如需尽快沟通，也可通过页面上的电话或微信直接联系我们。</p>
      </div>
      <Button variant="neutral" size="sm" className="mt-5" onClick={onAnother}>
        再提交一条咨询
      </Button>
    </section>
  )
}
