'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { getAccessToken, logout } from '@/features/shell/session-client'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { validateResetPassword } from '@/cms/auth/validation'
import { FormError, PasswordField, SubmitButton, readAnswer } from './form-parts'

/** How long the missing-token message stays before the page moves on to /forgot-password. */
export const MISSING_TOKEN_REDIRECT_MS = 3000

export function ResetPasswordForm({ token }: { token: string | null }) {
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const doneHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (token) return
    const timer = window.setTimeout(() => router.replace('/forgot-password'), MISSING_TOKEN_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [token, router])

  useEffect(() => {
    if (done) doneHeading.current?.focus()
  }, [done])

  if (!token) {
    return (
      <div className="text-center" data-state="missing-token">
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-[15px] font-medium text-red-800"
        >
          {MSG.invalidResetLink}
        </p>
        <p className="mt-4 text-sm text-slate-600">正在跳转到找回密码页面，请重新申请重置链接…</p>
        <Link
          href="/forgot-password"
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          立即前往
        </Link>
      </div>
    )
  }

  if (done) {
    return (
      <div className="text-center" data-state="reset-done">
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 ref={doneHeading} tabIndex={-1} className="mt-4 text-lg font-semibold text-slate-900 outline-none">
          {MSG.resetSucceeded}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          请使用新密码登录。为了安全，其他设备上的登录已全部退出。
        </p>
        <Link
          href="/login"
          className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          前往登录
        </Link>
      </div>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateResetPassword({ password, confirmPassword })
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer(
      fetch('/api/auth/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reset_token: token, new_password: password }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(errorMessageOr(answer.message, MSG.resetFailed))
      return
    }
    // Every session of the account has ended on the server; forget this browser's too.
    if (getAccessToken()) await logout()
    setDone(true)
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label="重置密码">
      <PasswordField
        id="newPassword"
        label="新密码"
        autoComplete="new-password"
        placeholder="至少6个字符"
        hint="至少 6 个字符，请勿使用 123456 等常见密码"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        id="confirmPassword"
        label="确认新密码"
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <FormError message={error} />
      <SubmitButton busy={busy} busyText="提交中…">
        重置密码
      </SubmitButton>
    </form>
  )
}
