/**
 * The account forms' rules, checked in the spec's order and answering the first failure's
 * message. Pure and free of dependencies: the forms run them in the browser for speed, the API
 * runs the same functions again (through the request schemas) for safety, and the users
 * collection applies `newPasswordProblem` wherever a password is set (the admin included).
 */
import { isCommonPassword } from './common-passwords'
import { MSG } from './messages'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 50
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 30

/** The spec's "simple email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^\+?[0-9(][0-9\s()-]{4,28}[0-9]$/

type Problem = string | null

const length = (value: string): number => [...value].length

/**
 * What Payload's `email` fields store (its own check, payload/dist/fields/validations.js): ASCII
 * only, no control characters or quotes. An address the spec's pattern lets through but Payload
 * would refuse (`user@例子.测试`) is refused here first, with the form's message, not as a 500.
 */
const STORABLE_EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export function isValidEmail(email: string): boolean {
  const value = email.trim()
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && STORABLE_EMAIL.test(value)
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Rules every new password obeys wherever it is set (register, reset, change, the admin).
 * `tooShort` is the wording of the screen at hand: the spec words it differently on register
 * and reset.
 */
export function newPasswordProblem(password: string, tooShort: string = MSG.passwordTooShortReset): Problem {
  if (length(password) < PASSWORD_MIN_LENGTH) return tooShort
  if (length(password) > PASSWORD_MAX_LENGTH) return MSG.passwordTooLong
  if (isCommonPassword(password)) return MSG.passwordTooCommon
  return null
}

export function validateLogin(input: { email: string; password: string }): Problem {
  if (!input.email.trim() || !input.password) return MSG.fillAllFields
  if (!isValidEmail(input.email)) return MSG.invalidEmail
  return null
}

/** `confirmPassword` is checked when given: the form has it, the API call does not. */
export function validateRegister(input: {
  fullName: string
  email: string
  password: string
  confirmPassword?: string
}): Problem {
  const name = input.fullName.trim()
  if (!name) return MSG.nameRequiredRegister
  if (length(name) > NAME_MAX_LENGTH) return MSG.nameTooLong
  if (!input.email.trim()) return MSG.emailRequired
  if (!isValidEmail(input.email)) return MSG.invalidEmail
  if (length(input.password) < PASSWORD_MIN_LENGTH) return MSG.passwordTooShortRegister
  if (length(input.password) > PASSWORD_MAX_LENGTH) return MSG.passwordTooLong
  if (input.confirmPassword !== undefined && input.password !== input.confirmPassword) return MSG.passwordsDiffer
  if (isCommonPassword(input.password)) return MSG.passwordTooCommon
  return null
}

export function validateForgotPassword(input: { email: string }): Problem {
  if (!input.email.trim()) return MSG.emailRequired
  if (!isValidEmail(input.email)) return MSG.invalidEmail
  return null
}

export function validateResetPassword(input: { password: string; confirmPassword?: string }): Problem {
  if (!input.password) return MSG.newPasswordRequired
  if (length(input.password) < PASSWORD_MIN_LENGTH) return MSG.passwordTooShortReset
  if (length(input.password) > PASSWORD_MAX_LENGTH) return MSG.passwordTooLong
  if (input.confirmPassword !== undefined && input.password !== input.confirmPassword) return MSG.passwordsDiffer
  if (isCommonPassword(input.password)) return MSG.passwordTooCommon
  return null
}

export function validateChangePassword(input: {
  currentPassword: string
  newPassword: string
  confirmPassword?: string
}): Problem {
  if (!input.currentPassword) return MSG.currentPasswordRequired
  const problem = validateResetPassword({ password: input.newPassword, confirmPassword: input.confirmPassword })
  if (problem) return problem
  if (input.newPassword === input.currentPassword) return MSG.newPasswordSameAsCurrent
  return null
}

export function validateProfile(input: { fullName: string; phone: string | null }): Problem {
  const name = input.fullName.trim()
  if (!name) return MSG.nameRequiredProfile
  if (length(name) > NAME_MAX_LENGTH) return MSG.nameTooLong
  const phone = input.phone?.trim() ?? ''
  if (phone && (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone))) return MSG.invalidPhone
  return null
}

/** The spec sends an empty phone as null. */
export function phoneOrNull(phone: string | null | undefined): string | null {
  const value = phone?.trim() ?? ''
  return value === '' ? null : value
}
