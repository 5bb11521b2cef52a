'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { safeReturnPath } from '@/features/shell/return-path'
import { startSession, useSession, type SessionUser } from '@/features/shell/session-client'
import { loginErrorMessage } from '@/features/accounts/messages'
import { validateLogin } from '@/cms/auth/validation'
import { clearRegistrationHandoff, readRegistrationHandoff, tabStorage } from '@/features/accounts/registration-handoff'
import { FormError, PasswordField, SubmitButton, TextField, readAnswer } from './form-parts'

type LoginAnswer = { data: { access_token: string; user: SessionUser } }

const noSubscription = () => () => {}
const registeredInThisTab = () => readRegistrationHandoff(tabStorage())

/**
 * `verificationRequired`: REQUIRE_EMAIL_VERIFICATION is on, so an unverified member cannot sign in
 * (and so cannot ask /profile for another verification mail).
 */
export function LoginForm({ verificationRequired = false }: { verificationRequired?: boolean }) {
  const router = useRouter()
  const session = useSession()
  // The address registered a moment ago in this tab (the register page's handoff); null on the server.
  const registered = useSyncExternalStore(noSubscription, registeredInThisTab, () => null)
  // null until the visitor types: the field shows the registered address meanwhile.
  const [typedEmail, setEmail] = useState<string | null>(null)
  const email = typedEmail ?? registered ?? ''
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
    // Signed in: the registration notice has done its work (the field keeps the address meanwhile).
    setEmail(email)
    clearRegistrationHandoff(tabStorage())
    startSession(answer.body.data.access_token, answer.body.data.user)
    toast.success('登录成功')
    // Back to the page that asked for a session (?next=, a path of this site only), else 个人中心.
    router.push(safeReturnPath(new URLSearchParams(window.location.search).get('next')))
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
      {registered ? <RegisteredNotice email={registered} verificationRequired={verificationRequired} /> : null}
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

/** After registering: which mailbox to look in, lasting until the next sign-in (not only the toast). */
function RegisteredNotice({ email, verificationRequired }: { email: string; verificationRequired: boolean }) {
  return (
    <div
      role="status"
      data-registration-notice
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm leading-6 text-emerald-950"
    >
      <p className="font-semibold">注册成功，请查收验证邮件</p>
      <p className="mt-1">
        我们已向 <span className="font-medium break-all">{email}</span>{' '}
        发送了一封验证邮件，请打开邮件中的链接完成邮箱验证。邮件可能需要几分钟才能送达；没有收到请检查垃圾邮件箱。
      </p>
      <p className="mt-1">
        {verificationRequired ? (
          <>
            验证后即可登录。仍未收到？请
            <Link href="/contact" className="font-semibold text-emerald-900 underline underline-offset-2">
              联系我们
            </Link>
            。
          </>
        ) : (
          '仍未收到？登录后可在个人中心重新发送验证邮件。'
        )}
      </p>
    </div>
  )
}
