/**
 * Keeps Tab and Shift+Tab inside a dialog: from the last focusable element (matched by `selector`)
 * Tab wraps to the first, and Shift+Tab from the first wraps to the last. Call it from a Tab keydown.
 */
export function wrapTabFocus(event: KeyboardEvent, container: HTMLElement, selector: string): void {
  const focusable = container.querySelectorAll<HTMLElement>(selector)
  if (focusable.length === 0) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
