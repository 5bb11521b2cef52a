import Link from 'next/link'
import type { ComponentPropsWithoutRef } from 'react'
import { buttonClass, type ButtonStyle } from './button-class'

type ButtonProps = ButtonStyle & Omit<ComponentPropsWithoutRef<'button'>, 'className'>

/** A brand button. Hook-free, so it renders in server components and inside client islands alike. */
export function Button({ variant, size, block, pill, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, pill, className })} {...rest} />
}

type LinkButtonProps = ButtonStyle & Omit<ComponentPropsWithoutRef<typeof Link>, 'className'>

/** A link that looks like a brand button (client-side navigation through next/link). */
export function LinkButton({ variant, size, block, pill, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, block, pill, className })} {...rest} />
}
