/**
 * Copying a short text (a WeChat ID, a page link) in the browser: the Clipboard API, else the older
 * copy command on the selected text (in-app browsers without the API), else the text is left
 * selected so the visitor can long-press and copy it themselves.
 */
export type CopyOutcome = 'copied' | 'selected'

/** Selects the text of `element` (the visible copy of what is being copied). */
export function selectText(element: HTMLElement): void {
  const selection = window.getSelection()
  if (!selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}

export async function copyText(text: string, shown: HTMLElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return 'copied'
    }
  } catch {
    // Refused (no permission, not a secure page): fall back below.
  }
  if (!shown) return 'selected'
  selectText(shown)
  try {
    // The pre-Clipboard-API way, still the one some in-app browsers have; it copies the selection.
    if (document.execCommand('copy')) return 'copied'
  } catch {
    // Not supported: the text stays selected.
  }
  return 'selected'
}
