import { StrokeIcon } from './StrokeIcon'

/** The "×" of a close button; decorative (the button carries the label). */
export function CloseIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  )
}
