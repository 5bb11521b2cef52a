import 'server-only'

/**
 * The password checker and the timing equaliser for an unknown address live in
 * cms/auth/password-check.ts, since the users collection's staff sign-in needs the equaliser too
 * (and the Payload config cannot import `server-only` modules). The site imports them from here.
 */
export { PBKDF2_ITERATIONS, passwordMatches, spendPasswordCheckTime } from '@/cms/auth/password-check'
