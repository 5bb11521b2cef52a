'use client'

import { useState, type FormEvent } from 'react'
import { newsletterOutcome, type NewsletterOutcome } from '@/features/shell/newsletter'

const EMPTY_ADDRESS = '请输入邮箱地址'

/**
 * The newsletter sign-up both forms share (the footer's and /newsletter's): idle → submitting →
 * outcome → idle; `tell` hears each outcome with the address it was for, and the field is emptied
 * after a success. POST /api/newsletter.
 */
export function useNewsletterSignup(tell: (result: NewsletterOutcome, address: string) => void) {
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      tell({ ok: false, message: EMPTY_ADDRESS }, address)
      return
    }
    setSubmitting(true)
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
    setSubmitting(false)
  }

  return { email, setEmail, submitting, onSubmit }
}
