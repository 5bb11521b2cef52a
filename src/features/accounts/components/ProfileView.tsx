'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '@/features/shell/toast'
import { formatDateZh } from '@/lib/format'
import { authFetch, getAccessToken, logout, updateSessionUser, type SessionUser } from '@/features/shell/session-client'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr } from '@/features/accounts/messages'
import { phoneOrNull, validateChangePassword, validateProfile } from '@/cms/auth/validation'
import { FullPageLoading } from '@/features/shell/components/FullPageLoading'
import { panel } from '@/ui/layout'
import { MyEnquiries } from './MyEnquiries'
import { FormError, PasswordField, Spinner, SubmitButton, TextField, readAnswer, useFormFields } from './form-parts'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: SessionUser }

/**
 * The member's own page. The session lives in the browser (spec: token in localStorage), so the
 * data is fetched here: loading until it arrives, /login when there is no valid session. Sections of
 * other product areas (我的项目) are the page's to add as children, shown once the member is known.
 */
export function ProfileView({ children }: { children?: ReactNode }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ status: 'loading' })

  const toLogin = useCallback(() => router.replace('/login'), [router])

  /** The member's data as the next state, or null after sending the visitor to /login. */
  const fetchUser = useCallback(async (): Promise<State | null> => {
    if (!getAccessToken()) {
      toLogin()
      return null
    }
    const answer = await readAnswer<{ data: { user: SessionUser } }>(authFetch('/api/auth/me'))
    if (answer.ok) return { status: 'ready', user: answer.body.data.user }
    if (answer.status === 401) {
      toLogin()
      return null
    }
    return { status: 'error' }
  }, [toLogin])

  // Starts in the loading state; the answer arrives in a callback.
  useEffect(() => {
    let current = true
    void fetchUser().then((next) => {
      if (current && next) setState(next)
    })
    return () => {
      current = false
    }
  }, [fetchUser])

  const retry = () => {
    setState({ status: 'loading' })
    void fetchUser().then((next) => next && setState(next))
  }

  if (state.status === 'loading') {
    return <FullPageLoading label="正在加载个人信息…" />
  }

  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-md py-20 text-center" data-state="load-failed">
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800"
        >
          {MSG.loadUserFailed}
        </p>
        <button
          type="button"
          onClick={retry}
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          重试
        </button>
      </div>
    )
  }

  const onSessionLost = () => {
    toast.error(MSG.sessionExpired)
    toLogin()
  }

  return (
    <div className="space-y-6">
      <ProfileHeader user={state.user} />
      <ProfileForm
        user={state.user}
        onSaved={(user) => setState({ status: 'ready', user })}
        onSessionLost={onSessionLost}
      />
      <SecurityCard user={state.user} onSessionLost={onSessionLost} />
      {children}
      <MyEnquiries className={card} />
      <div className="text-center">
        <button
          type="button"
          onClick={async () => {
            await logout()
            toast.success(MSG.loggedOut)
            router.push('/')
          }}
          className="rounded-lg px-4 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          退出登录
        </button>
      </div>
    </div>
  )
}

const card = panel

function ProfileHeader({ user }: { user: SessionUser }) {
  const initial = (user.full_name.trim() || user.email).slice(0, 1).toUpperCase()
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-sm"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-slate-900">
          {user.full_name ? `${user.full_name}，欢迎回来` : '欢迎回来'}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  )
}

function ProfileForm({
  user,
  onSaved,
  onSessionLost,
}: {
  user: SessionUser
  onSaved: (user: SessionUser) => void
  onSessionLost: () => void
}) {
  const [fullName, setFullName] = useState(user.full_name)
  const [phone, setPhone] = useState(user.phone ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateProfile({ fullName, phone })
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer<{ data: { user: SessionUser } }>(
      authFetch('/api/auth/profile', {
        method: 'PUT',
        body: JSON.stringify({ full_name: fullName.trim(), phone: phoneOrNull(phone) }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      if (answer.status === 401) return onSessionLost()
      const message = errorMessageOr(answer.message, MSG.saveFailed)
      setError(message)
      toast.error(message)
      return
    }
    const saved = answer.body.data.user
    setFullName(saved.full_name)
    setPhone(saved.phone ?? '')
    updateSessionUser(saved)
    onSaved(saved)
    toast.success(MSG.profileSaved)
  }

  return (
    <section aria-labelledby="profile-info-heading" className={card}>
      <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900">
        基本信息
      </h2>
      <form method="post" onSubmit={submit} noValidate className="mt-5 space-y-5" aria-label="基本信息">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="fullName"
            label="姓名"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
          <TextField id="email" label="邮箱地址" type="email" value={user.email} readOnly hint="邮箱地址不可修改" />
          <TextField
            id="phone"
            label="电话（选填）"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="例如 138 0013 8000"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700">注册时间</p>
            <p
              className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2.5 text-[15px] text-slate-700"
              data-field="created_at"
            >
              {formatDateZh(user.created_at)}
            </p>
          </div>
        </div>
        <FormError message={error} />
        <div className="sm:flex sm:justify-end">
          <div className="sm:w-40">
            <SubmitButton busy={busy} busyText="保存中…">
              保存
            </SubmitButton>
          </div>
        </div>
      </form>
    </section>
  )
}

function SecurityCard({ user, onSessionLost }: { user: SessionUser; onSessionLost: () => void }) {
  const verified = Boolean(user.email_confirmed_at)
  const [sending, setSending] = useState(false)

  async function resend() {
    setSending(true)
    const answer = await readAnswer(authFetch('/api/auth/resend-verification', { method: 'POST' }))
    setSending(false)
    if (answer.ok) toast.success(MSG.verificationSent)
    else if (answer.status === 401) onSessionLost()
    else toast.error(errorMessageOr(answer.message, MSG.sendFailed))
  }

  return (
    <section aria-labelledby="profile-security-heading" className={card}>
      <h2 id="profile-security-heading" className="text-lg font-semibold text-slate-900">
        账号安全
      </h2>
      <div className="mt-5 flex flex-col gap-3 rounded-xl bg-slate-50 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>邮箱验证状态</span>
          <span
            data-field="email_status"
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              verified ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {verified ? '已验证' : '未验证'}
          </span>
          {verified ? (
            <span className="text-xs text-slate-500">验证于 {formatDateZh(user.email_confirmed_at)}</span>
          ) : null}
        </div>
        {verified ? null : (
          <button
            type="button"
            onClick={() => void resend()}
            disabled={sending}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-3.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {sending ? <Spinner /> : null}
            重新发送验证邮件
          </button>
        )}
      </div>
      <ChangePasswordForm onSessionLost={onSessionLost} />
    </section>
  )
}

function ChangePasswordForm({ onSessionLost }: { onSessionLost: () => void }) {
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }
  const { fields, setFields, set, error, setError, busy, setBusy } = useFormFields(empty)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateChangePassword(fields)
    setError(problem)
    if (problem) return
    setBusy(true)
    const answer = await readAnswer(
      authFetch('/api/auth/change-password', {
        method: 'PUT',
        body: JSON.stringify({ current_password: fields.currentPassword, new_password: fields.newPassword }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      if (answer.status === 401) return onSessionLost()
      setError(errorMessageOr(answer.message, MSG.changePasswordFailed))
      return
    }
    setFields(empty)
    toast.success(MSG.passwordChanged)
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-6 space-y-5"
      aria-labelledby="change-password-heading"
    >
      <h3 id="change-password-heading" className="text-base font-semibold text-slate-900">
        修改密码
      </h3>
      <PasswordField
        id="currentPassword"
        label="当前密码"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          id="newPassword"
          label="新密码"
          autoComplete="new-password"
          placeholder="至少6个字符"
          value={fields.newPassword}
          onChange={set('newPassword')}
        />
        <PasswordField
          id="confirmNewPassword"
          label="确认新密码"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </div>
      <FormError message={error} />
      <div className="sm:flex sm:justify-end">
        <div className="sm:w-40">
          <SubmitButton busy={busy} busyText="提交中…">
            修改密码
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}
