import Link from 'next/link'
import { StrokeIcon } from '@/ui/StrokeIcon'
import { CONSULT_FORM_HREF, type ContactBarData } from '@/features/shell/contact-bar'
import { WeChatButton } from './WeChatButton'

/** One tap target of the bar: icon over label, at least 48 px high. */
const contactBarItem =
  'flex min-h-12 min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-xs font-semibold transition-colors'
const plainItem = `${contactBarItem} text-slate-700 hover:bg-slate-100 active:bg-slate-100`
const primaryItem = `${contactBarItem} bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-700`

/**
 * On phones, a bar fixed to the bottom of every public page (issue #42): 微信 (a sheet with the ID
 * to copy and the QR to save), 电话 (dials the company's number) and 咨询 (the consult form on
 * /contact). A spacer after the footer gives the page room for it, the back-to-top button sits
 * above it (BackToTop), and it is hidden while a dialog is open.
 *
 * Product, tier, course and service pages keep their own bar (MobileActionBar: price, 立即咨询, buy);
 * there this one is not shown at all, so two bars never stack. Not shown from the `md` width up,
 * where the header and the contact page are a click away.
 */
export function ContactBar({ wechat, phone }: ContactBarData) {
  return (
    <>
      <div
        aria-hidden="true"
        data-contact-bar-room
        className="h-[calc(4.5rem+env(safe-area-inset-bottom))] shrink-0 bg-slate-900 md:hidden [body:has([data-mobile-action-bar])_&]:hidden"
      />
      <nav
        aria-label="快捷联系"
        data-contact-bar
        className="fixed inset-x-0 bottom-0 z-30 grid auto-cols-fr grid-flow-col gap-2 border-t border-slate-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden [body:has([aria-modal=true][role=dialog])_&]:invisible [body:has([data-mobile-action-bar])_&]:hidden [body:has(dialog[open])_&]:invisible"
      >
        {wechat && (
          <WeChatButton wechatId={wechat.id} qrCodeUrl={wechat.qrCodeUrl} className={plainItem}>
            <StrokeIcon className="h-5 w-5 text-emerald-600" roundJoins>
              <path d="M9.5 4C5.4 4 2 6.8 2 10.3c0 2 1.1 3.8 2.9 5l-.7 2.4 2.8-1.5c.8.2 1.6.3 2.5.3" />
              <path d="M15.5 9.5c-3.6 0-6.5 2.4-6.5 5.3s2.9 5.3 6.5 5.3c.7 0 1.4-.1 2-.3l2.4 1.2-.6-2.1c1.6-1 2.7-2.5 2.7-4.1 0-2.9-2.9-5.3-6.5-5.3Z" />
            </StrokeIcon>
            <span>微信</span>
            <span className="sr-only">，添加学术顾问</span>
          </WeChatButton>
        )}
        {phone && (
          <a href={phone.href} className={plainItem}>
            <StrokeIcon className="h-5 w-5 text-brand-600" roundJoins>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </StrokeIcon>
            <span>电话</span>
            <span className="sr-only">：{phone.number}</span>
          </a>
        )}
        <Link href={CONSULT_FORM_HREF} className={primaryItem}>
          <StrokeIcon className="h-5 w-5" roundJoins>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
          </StrokeIcon>
          <span>咨询</span>
          <span className="sr-only">：在线留言</span>
        </Link>
      </nav>
    </>
  )
}
