/** The brand's square mark, drawn inline (the same drawing as the site's icon.svg): no image request. */
export function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
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
