/** Shown where a product or category has no image, or its image failed to load. */
export function ImagePlaceholder({ label = '暂无图片', className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex h-full w-full items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 ${className}`}
      data-testid="image-placeholder"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="h-1/3 max-h-16 w-1/3 max-w-16"
        aria-hidden="true"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="8.5" cy="9.5" r="1.5" />
        <path d="m21 15-4.5-4.5L7 20" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  )
}
