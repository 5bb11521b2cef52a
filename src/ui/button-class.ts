/**
 * The brand's button look, as one class string. Links, buttons, submit buttons and client islands
 * all take their classes from here, so a second copy of the brand button never appears.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'light' | 'outline-light' | 'text'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

/** The shared part (layout, weight, focus ring, disabled look) is the `btn` class in globals.css: one short name in every page instead of 200 characters per button. */
const BASE = 'btn'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  neutral: 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
  'outline-light': 'border border-white/80 text-white hover:bg-white/10',
  text: 'text-brand-700 hover:underline',
}

const SIZES: Record<ButtonSize, string> = {
  /** Two buttons side by side in a narrow product card. */
  xs: 'px-2 py-1.5 text-xs sm:text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  /** The home hero's calls to action. */
  xl: 'px-7 py-3.5 text-base',
}

export type ButtonStyle = {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Full width of its container. */
  block?: boolean
  /** Fully rounded ends (section "more" links); otherwise rounded corners. */
  pill?: boolean
  /** Layout-only extras (margins, flex-1); never colours or padding. */
  className?: string
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  pill = false,
  className,
}: ButtonStyle = {}): string {
  const corners = pill ? 'rounded-full' : size === 'xl' ? 'rounded-xl' : 'rounded-lg'
  return [BASE, corners, VARIANTS[variant], SIZES[size], block ? 'w-full' : '', className ?? '']
    .filter(Boolean)
    .join(' ')
}
