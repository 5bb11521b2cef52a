import crypto from 'node:crypto'

/**
 * Checks a password against the hash Payload stored (PBKDF2-SHA256, 600,000 iterations,
 * `pbkdf2-sha256-v1:` prefix; older 25,000-iteration hashes without the prefix). Payload does not
 * export its checker, so this mirrors it; the integration tests prove both agree.
 *
 * No `server-only` here: the users collection's login hook (staff-login-time.ts) needs the
 * equaliser, so this is part of the Payload config, which the seed and `payload migrate` load
 * under plain node. The site's code imports it through features/accounts/password.ts.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
export const PBKDF2_ITERATIONS = 600_000

function parameters(hash: string): { hex: string; iterations: number; keyLength: number } {
  if (hash.startsWith(CURRENT_PREFIX))
    return { hex: hash.slice(CURRENT_PREFIX.length), iterations: PBKDF2_ITERATIONS, keyLength: 32 }
  return { hex: hash, iterations: 25_000, keyLength: 512 }
}

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function passwordMatches(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { hex, iterations, keyLength } = parameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const actual = await pbkdf2(password, stored.salt, iterations, keyLength)
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

/** Spends the same time as a real check, so an unknown address is not told apart by timing. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await pbkdf2(password, 'timing-equaliser', PBKDF2_ITERATIONS, 32)
}
