'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { toast } from '@/features/shell/toast'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { PASSWORD_MIN_LENGTH, validateRegister } from '@/cms/auth/validation'
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateRegister(fields)
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
        }),
      }),
    )
    if (!answer.ok) {
      setBusy(false)
      setError(errorMessageOr(answer.message, MSG.registerFailed))
      return
    }
    toast.success(MSG.registerSucceeded)
    router.push('/login')
  }

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
      <FormError message={error} />
      <SubmitButton busy={busy} busyText="注册中…">
        注册
      </SubmitButton>
    </form>
  )
}
