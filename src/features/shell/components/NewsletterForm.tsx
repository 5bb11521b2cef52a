'use client'

import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { newsletterOutcome, type NewsletterOutcome } from '@/features/shell/newsletter'
import { Button } from '@/ui/Button'
import { fieldClass } from '@/ui/field-class'

const EMPTY_ADDRESS = '请输入邮箱地址'

/**
 * The newsletter form: idle → submitting (input and button disabled) → success/error → idle.
 * `footer` (the desktop footer's, per the spec): the outcome is a toast. `page` (/newsletter, the
 * way in on phones): a visible label, and the outcome stays on the page under the form, since a
 * toast is gone before someone switching to the mail app has read it.
 */
export function NewsletterForm({ variant = 'footer' }: { variant?: 'footer' | 'page' }) {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle')
  const [outcome, setOutcome] = useState<(NewsletterOutcome & { address: string }) | null>(null)
  const onPage = variant === 'page'

  const tell = (result: NewsletterOutcome, address: string) => {
    if (onPage) setOutcome({ ...result, address })
    else if (result.ok) toast.success(result.message)
    else toast.error(result.message)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      tell({ ok: false, message: EMPTY_ADDRESS }, address)
      return
    }
    setStatus('submitting')
    if (onPage) setOutcome(null)
    let result
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: address }),
      })
      const body: unknown = await response.json().catch(() => null)
      result = newsletterOutcome(response.status, body)
    } catch {
      result = newsletterOutcome(0, null)
    }
    tell(result, address)
    if (result.ok) setEmail('')
    setStatus('idle')
  }

  const submitting = status === 'submitting'
  const failed = onPage && outcome && !outcome.ok
  const errorId = `${inputId}-error`
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3" data-state={status} aria-busy={submitting}>
      <label htmlFor={inputId} className={onPage ? 'mb-1.5 block text-sm font-medium text-slate-700' : 'sr-only'}>
        邮箱地址
      </label>
      <div className={onPage ? 'flex flex-col gap-3 sm:flex-row' : 'flex gap-2'}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="输入您的邮箱地址"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
          className={onPage ? `${fieldClass} min-w-0 sm:flex-1` : 'newsletter-input'}
        />
        <Button type="submit" disabled={submitting} className="shrink-0" size={onPage ? 'lg' : undefined}>
          {submitting ? '订阅中...' : '订阅'}
        </Button>
      </div>
      {onPage ? (
        <>
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
        </>
      ) : null}
    </form>
  )
}
