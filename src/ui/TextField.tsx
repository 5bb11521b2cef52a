import type { ComponentPropsWithRef, ReactNode } from 'react'
import { fieldClass } from './field-class'

/** Labelled input of the site's forms; the label is always visible (no placeholder-only fields). */
export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & ComponentPropsWithRef<'input'>) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} name={id} aria-describedby={hintId} className={fieldClass} {...input} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
