'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { startSession, useSession, type SessionUser } from '@/features/shell/session-client'
import { loginErrorMessage } from '@/features/accounts/messages'
import { validateLogin } from '@/cms/auth/validation'
import { FormError, PasswordField, SubmitButton, TextField, readAnswer } from './form-parts'

type LoginAnswer = { data: { access_token: string; user: SessionUser } }

export function LoginForm() {
  const router = useRouter()
  const session = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateLogin({ email, password })
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer<LoginAnswer>(
      fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      }),
    )
    if (!answer.ok) {
      setBusy(false)
      setError(loginErrorMessage(answer.message))
      return
    }
    startSession(answer.body.data.access_token, answer.body.data.user)
    toast.success('登录成功')
    router.push('/profile')
  }

  // POST: a form sent before the page's scripts have run carries the password in its body, never in
  // the address (history, proxy logs); the server answers with the page again. So on every account form.
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label="登录">
      {session.status === 'authenticated' && !busy ? (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
          您已登录为 {session.user.email}。
          <Link href="/profile" className="ml-1 font-semibold text-brand-700 underline underline-offset-2">
            前往个人中心
          </Link>
        </p>
      ) : null}
      <TextField
        id="email"
        label="邮箱地址"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div>
        <PasswordField
          id="password"
          label="密码"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="mt-2 text-right">
          <Link
            href="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
          >
            忘记密码？
          </Link>
        </div>
      </div>
      <FormError message={error} />
      <SubmitButton busy={busy} busyText="登录中…">
        登录
      </SubmitButton>
    </form>
  )
}
