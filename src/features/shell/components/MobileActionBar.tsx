import Link from 'next/link'
import { Price } from '@/ui/Price'
import { buttonClass } from '@/ui/button-class'
import { PurchaseButton } from './PurchaseDialog'

/**
 * On phones, a bar fixed to the bottom of product, tier, course and service pages: the price, 立即咨询
 * and the buy button, so the way to buy stays on screen however long the page is. The page gets
 * room for it at its end and the back-to-top button moves above it, so it covers nothing; it is
 * gone while a dialog is open (globals.css, `body:has([data-mobile-action-bar])`). Not shown from
 * the `md` width up, where the buy card is beside the content.
 */
export function MobileActionBar({
  name,
  price,
  consultHref,
  buyLabel = '立即购买',
  dialogTitle,
  buyHref,
}: {
  name: string
  price: number | string | null
  /** Where 立即咨询 goes; defaults to /contact?service={name}. */
  consultHref?: string
  buyLabel?: string
  dialogTitle?: string
  /** A page of several plans: the buy button leads to them (`#tiers`) instead of opening the dialog. */
  buyHref?: string
}) {
  const consult = consultHref ?? `/contact?service=${encodeURIComponent(name)}`
  return (
    <div className="mobile-action-bar md:hidden" data-mobile-action-bar role="region" aria-label="购买与咨询">
      <div className="min-w-0 flex-1">
        <Price value={price} size="sm" className="block truncate" />
      </div>
      <Link href={consult} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        立即咨询
      </Link>
      {buyHref ? (
        <Link href={buyHref} className={buttonClass({ size: 'sm' })}>
          {buyLabel}
        </Link>
      ) : (
        <PurchaseButton
          name={name}
          price={price}
          label={buyLabel}
          title={dialogTitle}
          consultHref={consult}
          className={buttonClass({ size: 'sm' })}
        />
      )}
    </div>
  )
}
