import type { User } from '@/payload-types'
import { initials } from './brand'

/**
 * The account picture in the admin's header: the user's initials, drawn here. Replaces Payload's
 * default gravatar, which is fetched from another origin (blocked in mainland China).
 */
export function Avatar({ user }: { user?: Partial<User> | null }) {
  const text = initials(user?.full_name, user?.email)
  return (
    <span
      className="keyan-admin-avatar"
      data-initials={text}
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 25,
        height: 25,
        borderRadius: '50%',
        background: '#1f66c4',
        color: '#fff',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: 1,
        letterSpacing: 0,
      }}
    />
  )
}
