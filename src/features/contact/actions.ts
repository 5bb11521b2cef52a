'use server'

import { headers } from 'next/headers'
import { consultedService } from './components/consult-service'
import { ENQUIRY_THANKS, submitEnquiry } from './enquiries'
import { ENQUIRY_FIELDS, type EnquiryErrors } from './enquiry-fields'
import { UTM_KEYS, utmFrom } from './utm-params'

export type EnquiryFormState = {
  status: 'idle' | 'sent' | 'invalid'
  message?: string
  errors: EnquiryErrors
  /** What the visitor typed, so a page rendered without JavaScript shows it again. */
  values: Partial<Record<string, string>>
}

/**
 * The consult form without JavaScript: the browser posts the form itself, and the page is rendered
 * again with this result (with JavaScript the form posts JSON to /api/enquiries instead). The
 * page's address (the Referer) gives the source page, the UTM parameters and ?service=.
 */
export async function sendEnquiryForm(_previous: EnquiryFormState, form: FormData): Promise<EnquiryFormState> {
  const incoming = await headers()
  const raw: Record<string, string> = {}
  // utm_* come back as hidden fields when the form is shown again with errors (the second post's
  // Referer is the page without its query string).
  for (const field of [...ENQUIRY_FIELDS, 'website', ...UTM_KEYS.map((key) => `utm_${key}`)]) {
    const value = form.get(field)
    if (typeof value === 'string') raw[field] = value
  }
  const referer = refererOf(incoming.get('referer'))
  if (!raw.service && referer) raw.service = consultedService(referer.searchParams.get('service') ?? undefined) ?? ''
  const outcome = await submitEnquiry(raw, {
    request: { headers: incoming },
    memberId: null,
    sourcePage: referer?.pathname,
    utm: referer ? utmFrom(referer.searchParams) : undefined,
  })
  const utm = Object.keys(utmFrom(raw)).length > 0 ? utmFrom(raw) : referer ? utmFrom(referer.searchParams) : {}
  const { website: _website, consent: _consent, ...values } = raw
  if (outcome.ok) return { status: 'sent', message: ENQUIRY_THANKS, errors: {}, values: {} }
  for (const key of UTM_KEYS) delete values[`utm_${key}`]
  const utmFields = Object.fromEntries(Object.entries(utm).map(([key, value]) => [`utm_${key}`, value]))
  return { status: 'invalid', message: outcome.message, errors: outcome.errors, values: { ...values, ...utmFields } }
}

function refererOf(value: string | null): URL | null {
  if (!value) return null
  try {
    return new URL(value)
  } catch {
    return null
  }
}
