'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { formatPrice } from '@/lib/format'
import { Button } from '@/ui/Button'
import { buttonClass } from '@/ui/button-class'
import { useConsultForm } from '@/features/shell/consult-form-slot'

export type PurchaseButtonProps = {
  /** Name of the service or product being bought. */
  name: string
  /** A number (formatted as ¥13,888, or 价格面议 when null) or a ready price text such as '¥40,000+'. */
  price: number | string | null
  /** Text of the button that opens the dialog. */
  label?: string
  /** Where 立即咨询 goes; defaults to /contact?service={name}. */
  consultHref?: string
  /** Dialog heading; defaults to the name. */
  title?: string
  className?: string
}

const defaultButtonClass = buttonClass({ size: 'sm' })

export function priceText(price: number | string | null): string {
  if (typeof price === 'string') return price.trim() || '价格面议'
  return formatPrice(price)
}

/**
 * A buy button that opens an in-page dialog with the name, the price and the consult form (the
 * service and price filled in). No checkout exists: buying is an enquiry. Replaces the older
 * site's browser alert. The native <dialog> (showModal) gives focus handling, Escape and an inert
 * background; a click on the backdrop closes it too.
 */
export function PurchaseButton({
  name,
  price,
  label = '立即购买',
  consultHref,
  title,
  className,
}: PurchaseButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const bodyId = useId()
  const renderConsultForm = useConsultForm()
  const href = consultHref ?? `/contact?service=${encodeURIComponent(name)}`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const close = useCallback(() => setOpen(false), [])

  // A click on the dialog element itself is a click on the backdrop (its content sits in an inner
  // box). Escape and keyboard users have the dialog's own cancel and its buttons.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close()
    }
    dialog.addEventListener('click', onClick)
    return () => dialog.removeEventListener('click', onClick)
  }, [close])

  return (
    <>
      <button
        type="button"
        className={className ?? defaultButtonClass}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={bodyId}
        onClose={close}
        onCancel={close}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-transparent p-0 backdrop:bg-slate-900/50"
      >
        {open && (
          <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
            <div className="flex items-start justify-between gap-4">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {title ?? name}
              </h2>
              {/* showModal() focuses the first button: this one. */}
              <Button onClick={close} variant="neutral" size="sm" className="shrink-0">
                我知道了
              </Button>
            </div>
            <div id={bodyId} className="mt-2 space-y-1 text-sm leading-6 text-slate-600">
              {title && <p className="font-medium text-slate-800">{name}</p>}
              <p>本服务为一对一定制服务。留下联系方式和需求，学术顾问将与您沟通具体方案与报价。</p>
            </div>
            <div className="mt-4">
              {renderConsultForm ? (
                renderConsultForm({ service: name, price: priceText(price) })
              ) : (
                <p className="text-sm text-slate-600">
                  价格：<span className="text-lg font-semibold text-red-600">{priceText(price)}</span>
                </p>
              )}
            </div>
            <p className="mt-4 text-center text-sm text-slate-500">
              也可以
              <a href={href} onClick={close} className="text-brand-700 underline underline-offset-2">
                查看全部联系方式
              </a>
            </p>
          </div>
        )}
      </dialog>
    </>
  )
}
