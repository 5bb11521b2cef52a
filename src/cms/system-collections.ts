import type { Access, Endpoint, PayloadHandler, SanitizedConfig } from 'payload'
import { isEmployee } from '@/cms/access'

/**
 * Payload adds its own collections (document locks, admin preferences, migrations, jobs) after our
 * config is built, with "any signed-in user" as their access, so a member could lock a news item
 * in an editor's name or store preferences. They exist for the admin alone: here every operation
 * and custom endpoint of theirs is narrowed to the people who use the admin (staff and sales), on top of Payload's own rule. Called from
 * `onInit`, once the config (with those collections) is complete.
 */
const SYSTEM_PREFIX = 'payload-'
const OPERATIONS = ['create', 'read', 'update', 'delete'] as const

const staffAnd =
  (original: Access | undefined): Access =>
  (args) =>
    isEmployee(args.req.user) ? (original ? original(args) : true) : false

const forbidden = () =>
  Response.json(
    { errors: [{ message: '没有权限执行此操作' }] },
    { status: 403, headers: { 'Cache-Control': 'private, no-store' } },
  )

const notFound = () =>
  Response.json(
    { errors: [{ message: '记录不存在' }] },
    { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
  )

/** Staff only; a failed lookup (Payload's preference delete throws on a missing key) is a 404. */
const staffEndpoint =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!isEmployee(req.user)) return forbidden()
    try {
      return await handler(req)
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status && status < 500) throw error
      return notFound()
    }
  }

export function restrictSystemCollections(config: SanitizedConfig): void {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith(SYSTEM_PREFIX)) continue
    const access = collection.access as Record<string, Access | undefined>
    const operations = new Set<string>([...OPERATIONS, ...Object.keys(access)])
    for (const operation of operations) access[operation] = staffAnd(access[operation])
    if (Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint: Endpoint): Endpoint => ({
        ...endpoint,
        handler: staffEndpoint(endpoint.handler),
      }))
    }
  }
}
