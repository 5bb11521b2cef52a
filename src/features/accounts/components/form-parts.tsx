'use client'

import { useState, type ComponentPropsWithRef, type ReactNode } from 'react'
import { Spinner } from '@/ui/Spinner'

export { Spinner }
export { TextField } from '@/ui/TextField'

/** A password input with a show/hide switch. */
export function PasswordField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & ComponentPropsWithRef<'input'>) {
  const [visible, setVisible] = useState(false)
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          aria-describedby={hintId}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-3.5 pr-16 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 disabled:opacity-60"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? `隐藏${label}` : `显示${label}`}
          className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-xs font-medium text-slate-600 hover:text-brand-700"
        >
          {visible ? '隐藏' : '显示'}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The form's current problem, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" className="empty:hidden">
      {message ? (
        <p
          role="alert"
          data-form-error
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}

export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? <Spinner /> : null}
      {busy ? busyText : children}
    </button>
  )
}

/** POSTs/PUTs JSON and reads `{ error: { message } }` from a failure; network failures become a message too. */
export async function readAnswer<T>(
  response: Promise<Response>,
): Promise<{ ok: true; body: T } | { ok: false; status: number; message: string | null }> {
  try {
    const answer = await response
    const body = (await answer.json().catch(() => null)) as (T & { error?: { message?: string } }) | null
    if (answer.ok && body) return { ok: true, body }
    return { ok: false, status: answer.status, message: body?.error?.message ?? null }
  } catch {
    return { ok: false, status: 0, message: null }
  }
}

/** The state of an account form: its text fields (with an onChange per field), the error shown and the busy flag. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [fields, setFields] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (name: keyof T) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))
  return { fields, setFields, set, error, setError, busy, setBusy }
}
