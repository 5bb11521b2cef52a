import type { Where } from 'payload'

/** Assignees are sales staff or administrators. */
export function salesDeskUsers(): Where {
  return { roles: { in: ['sales', 'admin'] } }
}

/** A project's client is a member account. */
export function clientUsers(): Where {
  return { roles: { in: ['member'] } }
}
