/** A stroked chevron (left or right) for prev/next controls; decorative, so hidden from assistive tech. */
export function Chevron({ direction, className = 'h-5 w-5' }: { direction: 'left' | 'right'; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`i-line ${className}`}>
      <path d={direction === 'left' ? 'M12 5l-5 5 5 5' : 'M8 5l5 5-5 5'} />
    </svg>
  )
}
