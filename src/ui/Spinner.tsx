/** A small busy indicator for buttons and loading lines; hidden from assistive technology (the text says what is happening). */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block animate-spin rounded-full border-2 border-current border-r-transparent`}
    />
  )
}
