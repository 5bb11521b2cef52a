'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { refreshSession, updateSessionUser, type SessionUser } from '@/features/shell/session-client'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { Spinner, readAnswer } from './form-parts'

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string }
type VerifyAnswer = Awaited<ReturnType<typeof readAnswer<{ data: { user: SessionUser } }>>>

/** One request per token, even when React runs the effect twice (the token is single-use). */
const attempts = new Map<string, Promise<VerifyAnswer>>()

function verifyOnce(token: string): Promise<VerifyAnswer> {
  let attempt = attempts.get(token)
  if (!attempt) {
    attempt = readAnswer<{ data: { user: SessionUser } }>(
      fetch('/api/auth/verify-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    )
    attempts.set(token, attempt)
  }
  return attempt
}

/** Confirms the address with the token from the mail (a POST, so a link preview cannot use it up). */
export function VerifyEmail({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token ? { status: 'working' } : { status: 'failed', message: MSG.verifyLinkInvalid },
  )

  useEffect(() => {
    if (!token) return
    let cancelled = false
    void verifyOnce(token).then((answer) => {
      if (cancelled) return
      if (answer.ok) {
        updateSessionUser(answer.body.data.user)
        // A confirmed e-mail change ends every session of the account: a token kept here is asked
        // about again, and dropped when it no longer signs in.
        void refreshSession()
        setState({ status: 'done' })
      } else {
        setState({ status: 'failed', message: errorMessageOr(answer.message, '验证失败，请稍后重试') })
      }
    })
    return () => {
      cancelled = true
    }
  }, [token])

  if (state.status === 'working') {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-6 text-[15px] text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        正在验证您的邮箱…
      </p>
    )
  }

  if (state.status === 'done') {
    return (
      <div className="text-center" data-state="verified">
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <p role="status" className="mt-4 text-lg font-semibold text-slate-900">
          {MSG.verifySucceeded}
        </p>
        <p className="mt-2 text-sm text-slate-600">您的邮箱地址已确认。</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            href="/profile"
            className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            前往个人中心
          </Link>
          <Link
            href="/"
            className="inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 text-[15px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            返回首页
          </Link>
        </div>
      </div>
    )
  }

  return (
    <div className="text-center" data-state="verify-failed">
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-left text-sm leading-6 text-red-800"
      >
        {state.message}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          href="/profile"
          className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          前往个人中心
        </Link>
        <Link
          href="/login"
          className="inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 text-[15px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
        >
          登录
        </Link>
      </div>
    </div>
  )
}
