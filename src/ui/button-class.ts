/**
 * The brand's button look, as one class string. Links, buttons, submit buttons and client islands
 * all take their classes from here, so a second copy of the brand button never appears.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'light' | 'outline-light' | 'text'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

/**
 * The shared part (layout, weight, focus ring, disabled look) is the `btn` class in globals.css, and
 * the common variants and every size are named there too (`btn-primary`, `btn-sm`): short names in
 * every page instead of long utility lists.
 */
const BASE = 'btn'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  neutral: 'btn-neutral',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
  'outline-light': 'border border-white/80 text-white hover:bg-white/10',
  text: 'text-brand-700 hover:underline',
}

const SIZES: Record<ButtonSize, string> = {
  /** Two buttons side by side in a narrow product card. */
  xs: 'btn-xs',
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
  /** The home hero's calls to action. */
  xl: 'btn-xl',
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
