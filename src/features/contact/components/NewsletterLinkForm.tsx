'use client'

import { useActionState } from 'react'
import Link from 'next/link'
import { Button } from '@/ui/Button'
import {
  confirmNewsletterForm,
  unsubscribeNewsletterForm,
  type NewsletterLinkState,
} from '@/features/contact/newsletter-actions'

const initial: NewsletterLinkState = { status: 'idle' }

/**
 * The one button of the newsletter's confirm and unsubscribe pages. Opening the link from a mail
 * changes nothing (mail scanners open links too); the reader's click does, with or without
 * JavaScript.
 */
export function NewsletterLinkForm({
  kind,
  fields,
  prompt,
  button,
}: {
  kind: 'confirm' | 'unsubscribe'
  fields: Record<string, string>
  prompt: string
  button: string
}) {
  const [state, action, pending] = useActionState(
    kind === 'confirm' ? confirmNewsletterForm : unsubscribeNewsletterForm,
    initial,
  )
  if (state.status !== 'idle') {
    return (
      <div data-newsletter-result={state.status} className="space-y-5">
        <p
          role={state.status === 'done' ? 'status' : 'alert'}
          className={
            state.status === 'done'
              ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900'
              : 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800'
          }
        >
          {state.message}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {state.status === 'failed' && kind === 'confirm' && (
            <Link href="/newsletter" className="text-brand-700 underline underline-offset-2">
              重新订阅
            </Link>
          )}
          <Link href="/" className="text-brand-700 underline underline-offset-2">
            返回首页
          </Link>
        </div>
      </div>
    )
  }
  return (
    <form action={action} className="space-y-5">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-[15px] leading-7 text-slate-700">{prompt}</p>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? '处理中…' : button}
      </Button>
    </form>
  )
}
