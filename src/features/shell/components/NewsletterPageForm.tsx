'use client'

import { useId, useState } from 'react'
import { type NewsletterOutcome } from '@/features/shell/newsletter'
import { useNewsletterSignup } from '@/features/shell/use-newsletter-signup'
import { Button } from '@/ui/Button'
import { fieldClass } from '@/ui/field-class'
import { NewsletterEmailInput } from './NewsletterEmailInput'

/**
 * The newsletter form of /newsletter (the way in on phones): a visible label, and the outcome stays
 * on the page under the form, since a toast is gone before someone switching to the mail app has
 * read it. Its own component so that the footer's form, on every page, carries none of this.
 */
export function NewsletterPageForm() {
  const inputId = useId()
  const [outcome, setOutcome] = useState<(NewsletterOutcome & { address: string }) | null>(null)
  const { email, setEmail, submitting, onSubmit } = useNewsletterSignup((result, address) =>
    setOutcome({ ...result, address }),
  )
  const failed = outcome && !outcome.ok
  const errorId = `${inputId}-error`
  return (
    <form
      method="post"
      onSubmit={(event) => {
        setOutcome(null)
        return onSubmit(event)
      }}
      noValidate
      className="space-y-3"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        邮箱地址
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <NewsletterEmailInput
          id={inputId}
          email={email}
          setEmail={setEmail}
          submitting={submitting}
          errorId={failed ? errorId : undefined}
          className={`${fieldClass} min-w-0 sm:flex-1`}
        />
        <Button type="submit" disabled={submitting} className="shrink-0" size="lg">
          {submitting ? '订阅中...' : '订阅'}
        </Button>
      </div>
      {/* Present from the start, so screen readers announce the answer when it arrives. */}
      <div role="status" data-newsletter-outcome={outcome?.ok ? 'ok' : undefined}>
        {outcome?.ok ? (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm leading-6 text-emerald-950">
            <p className="font-semibold">{outcome.message}</p>
            <p className="mt-1">
              邮件将发送至 <span className="font-medium break-all">{outcome.address}</span>
              ，可能需要几分钟才能送达；没有收到请检查垃圾邮件箱。
            </p>
          </div>
        ) : null}
      </div>
      {failed ? (
        <p
          id={errorId}
          role="alert"
          data-newsletter-outcome="error"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          {outcome.message}
        </p>
      ) : null}
    </form>
  )
}
