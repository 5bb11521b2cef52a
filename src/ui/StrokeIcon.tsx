import type { ReactNode } from 'react'

/**
 * A decorative line icon on a 24-unit grid, drawn in the text colour (the button around it
 * carries the label). Children are its paths and shapes.
 */
export function StrokeIcon({
  children,
  className = 'h-5 w-5',
  strokeWidth = '2',
  roundJoins = false,
}: {
  children: ReactNode
  className?: string
  strokeWidth?: string
  roundJoins?: boolean
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      {children}
    </svg>
  )
}
