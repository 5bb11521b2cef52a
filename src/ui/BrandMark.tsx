/**
 * The brand's square mark, drawn inline (the same drawing as src/app/icon.svg): no image request.
 * The site sizes it with Tailwind classes; the admin, which has no Tailwind, with `size`.
 */
export function BrandMark({ className = 'h-9 w-9', size }: { className?: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 36 36"
      width={size}
      height={size}
      className={`shrink-0 ${className}`}
      style={{ flexShrink: 0 }}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="9" fill="#1f66c4" />
      <path
        d="M10 25.5 18 9l8 16.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13.2 19.5h9.6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  )
}
