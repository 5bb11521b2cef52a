import { validateRegister } from '@/cms/auth/validation'

/**
 * Registration's rules beyond the spec's (cms/auth/validation.ts): the privacy consent of the
 * register page. Pure, so the form (in the browser) and the request schema (on the server) run the
 * same function and answer the same Chinese message.
 */

/** The consent checkbox's refusal, worded like the consult form's (请阅读并同意《隐私政策》后提交). */
export const PRIVACY_CONSENT_REQUIRED = '请阅读并同意《隐私政策》后注册'

type Problem = string | null

/**
 * The spec's rules in its order, then the consent. `privacyConsent` is checked when given: the
 * register page always sends it (true, or stops at false), while the spec's API call
 * (email, password, full_name) carries none and is answered as before.
 */
export function validateRegistration(input: {
  fullName: string
  email: string
  password: string
  confirmPassword?: string
  privacyConsent?: boolean
}): Problem {
  const problem = validateRegister(input)
  if (problem) return problem
  if (input.privacyConsent === false) return PRIVACY_CONSENT_REQUIRED
  return null
}
