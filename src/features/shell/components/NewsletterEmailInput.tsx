'use client'

/** The e-mail field of both newsletter forms (the footer's and /newsletter's). */
export function NewsletterEmailInput({
  id,
  email,
  setEmail,
  submitting,
  className,
  errorId,
}: {
  id: string
  email: string
  setEmail: (email: string) => void
  submitting: boolean
  className: string
  /** The id of the error shown under the field, when there is one. */
  errorId?: string
}) {
  return (
    <input
      id={id}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="输入您的邮箱地址"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      disabled={submitting}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className={className}
    />
  )
}
