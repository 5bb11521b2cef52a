import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/**
 * A DOI as doi.org resolves it: `10.`, the registrant code (4–9 digits, optionally subdivided, as
 * in 10.1000.10/…), a slash and a suffix without spaces. A pasted https://doi.org/ address is
 * refused rather than rewritten, so what staff see stored is what they typed.
 */
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/

export const DOI_MESSAGE = 'DOI 格式应为 10.xxxx/xxxx'

export function isDoi(value: string): boolean {
  return DOI.test(value.trim())
}

/** The 成功案例 DOI field: empty, or a DOI; then Payload's own text checks (maxLength). */
export const validateDoi: TextFieldSingleValidation = (value, options) => {
  if (typeof value === 'string' && value.trim() !== '' && !isDoi(value)) return DOI_MESSAGE
  return text(value, options)
}

/** The DOI's resolver address (each part of the suffix percent-encoded; `/` kept); null for no DOI. */
export function doiUrl(value: string | null | undefined): string | null {
  const doi = value?.trim()
  if (!doi || !isDoi(doi)) return null
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`
}
