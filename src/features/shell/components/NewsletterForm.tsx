'use client'

import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { newsletterOutcome } from '@/features/shell/newsletter'
import { Button } from '@/ui/Button'

/** Footer newsletter: idle → submitting (input and button disabled) → success/error toast → idle. */
export function NewsletterForm() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle')

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      toast.error('请输入邮箱地址')
      return
    }
    setStatus('submitting')
    let outcome
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: address }),
      })
      const body: unknown = await response.json().catch(() => null)
      outcome = newsletterOutcome(response.status, body)
    } catch {
      outcome = newsletterOutcome(0, null)
    }
    if (outcome.ok) {
      toast.success(outcome.message)
      setEmail('')
    } else {
      toast.error(outcome.message)
    }
    setStatus('idle')
  }

  const submitting = status === 'submitting'
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3" data-state={status} aria-busy={submitting}>
      <label htmlFor={inputId} className="sr-only">
        邮箱地址
      </label>
      <div className="flex gap-2">
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
          className="newsletter-input"
        />
        <Button type="submit" disabled={submitting} className="shrink-0">
          {submitting ? '订阅中...' : '订阅'}
        </Button>
      </div>
    </form>
  )
}
