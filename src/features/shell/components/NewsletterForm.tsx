'use client'

import { useId } from 'react'
import { toast } from '@/features/shell/toast'
import { useNewsletterSignup } from '@/features/shell/use-newsletter-signup'
import { Button } from '@/ui/Button'
import { NewsletterEmailInput } from './NewsletterEmailInput'

/**
 * The footer's newsletter form (desktop, per the spec): idle → submitting (input and button
 * disabled) → the outcome as a toast → idle. Phones sign up on /newsletter (NewsletterPageForm).
 */
export function NewsletterForm() {
  const inputId = useId()
  const { email, setEmail, submitting, onSubmit } = useNewsletterSignup((result) =>
    result.ok ? toast.success(result.message) : toast.error(result.message),
  )
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting}
    >
      <label htmlFor={inputId} className="sr-only">
        邮箱地址
      </label>
      <div className="flex gap-2">
        <NewsletterEmailInput
          id={inputId}
          email={email}
          setEmail={setEmail}
          submitting={submitting}
          className="newsletter-input"
        />
        <Button type="submit" disabled={submitting} className="shrink-0">
          {submitting ? '订阅中...' : '订阅'}
        </Button>
      </div>
    </form>
  )
}
