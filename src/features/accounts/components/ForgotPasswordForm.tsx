'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { validateForgotPassword } from '@/cms/auth/validation'
import { FormError, SubmitButton, TextField, readAnswer } from './form-parts'

/** The e-mail form, then the link-sent view (back to login, or resend: back to the form). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const [movedFocus, setMovedFocus] = useState(false)

  useEffect(() => {
    if (!movedFocus) return
    if (sentTo) sentHeading.current?.focus()
    else emailInput.current?.focus()
  }, [sentTo, movedFocus])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateForgotPassword({ email })
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer(
      fetch('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(errorMessageOr(answer.message, MSG.sendFailed))
      return
    }
    setMovedFocus(true)
    setSentTo(email.trim())
  }

  if (sentTo) {
    return (
      <div className="text-center" data-state="link-sent">
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16v12H4z" strokeLinejoin="round" />
            <path d="m4 7 8 6 8-6" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 ref={sentHeading} tabIndex={-1} className="mt-4 text-lg font-semibold text-slate-900 outline-none">
          {MSG.resetLinkSent}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          如果 <span className="font-medium break-all text-slate-800">{sentTo}</span>{' '}
          已注册，您将很快收到一封重置密码的邮件。链接 1 小时内有效，只能使用一次；没有收到请检查垃圾邮件箱。
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            href="/login"
            className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            返回登录
          </Link>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 text-[15px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            重新发送
          </button>
        </div>
      </div>
    )
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label="找回密码">
      <TextField
        ref={emailInput}
        id="email"
        label="邮箱地址"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="注册时使用的邮箱"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormError message={error} />
      <SubmitButton busy={busy} busyText="发送中…">
        发送重置链接
      </SubmitButton>
    </form>
  )
}
