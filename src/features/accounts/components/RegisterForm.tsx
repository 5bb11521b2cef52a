'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { PASSWORD_MIN_LENGTH } from '@/cms/auth/validation'
import { PRIVACY_CONSENT_REQUIRED, validateRegistration } from '@/features/accounts/registration'
import { tabStorage, writeRegistrationHandoff } from '@/features/accounts/registration-handoff'
import { FormError, PasswordField, SubmitButton, TextField, readAnswer, useFormFields } from './form-parts'

// Registration never signs in (the answer is the same for a registered address): the visitor signs in next.
type RegisterAnswer = { data: { email: string } }

export function RegisterForm() {
  const router = useRouter()
  const { fields, set, error, setError, busy, setBusy } = useFormFields({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  })
  const [consent, setConsent] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateRegistration({ ...fields, privacyConsent: consent })
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer<RegisterAnswer>(
      fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: fields.email.trim(),
          password: fields.password,
          full_name: fields.fullName.trim(),
          privacy_consent: consent,
        }),
      }),
    )
    if (!answer.ok) {
      setBusy(false)
      setError(errorMessageOr(answer.message, MSG.registerFailed))
      return
    }
    // /login fills the address in and keeps a notice to check the mailbox (not in the URL: see the handoff).
    writeRegistrationHandoff(tabStorage(), answer.body.data.email || fields.email.trim())
    toast.success(MSG.registerSucceeded)
    router.push('/login')
  }

  const consentRefused = error === PRIVACY_CONSENT_REQUIRED

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label="注册">
      <TextField
        id="fullName"
        label="姓名"
        autoComplete="name"
        placeholder="请输入您的姓名"
        value={fields.fullName}
        onChange={set('fullName')}
      />
      <TextField
        id="email"
        label="邮箱地址"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        value={fields.email}
        onChange={set('email')}
      />
      <PasswordField
        id="password"
        label="密码"
        autoComplete="new-password"
        placeholder={`至少${PASSWORD_MIN_LENGTH}个字符`}
        hint="至少 6 个字符，请勿使用 123456 等常见密码"
        value={fields.password}
        onChange={set('password')}
      />
      <PasswordField
        id="confirmPassword"
        label="确认密码"
        autoComplete="new-password"
        placeholder="请再次输入密码"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <div className="flex items-start gap-2">
        <input
          id="privacyConsent"
          name="privacy_consent"
          type="checkbox"
          required
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked)
            if (event.target.checked && consentRefused) setError(null)
          }}
          aria-invalid={consentRefused ? true : undefined}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
        />
        <label htmlFor="privacyConsent" className="text-sm leading-6 text-slate-700">
          我已阅读并同意
          <Link
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            《隐私政策》
            <span className="sr-only">（在新标签页中打开）</span>
          </Link>
          ，同意为创建和管理账号而处理我填写的个人信息。
        </label>
      </div>
      <FormError message={error} />
      <SubmitButton busy={busy} busyText="注册中…">
        注册
      </SubmitButton>
    </form>
  )
}
