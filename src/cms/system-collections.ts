import {
  Forbidden,
  type Access,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type PayloadHandler,
  type SanitizedConfig,
} from 'payload'
import { adminOnly, isEmployee, nobody } from '@/cms/access'

/**
 * Payload adds its own collections (document locks, admin preferences, migrations, jobs) after our
 * config is built, with "any signed-in user" as their access, so a member could lock a news item
 * in an editor's name or store preferences. They exist for the admin alone: here every operation
 * and custom endpoint of theirs is narrowed to the people who use the admin (staff and sales), on top of Payload's own rule. Applied to
 * the built config (payload.config.ts), once it has those collections: every copy of the config gets it.
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

/**
 * A document lock always names the person who asked for it, on a document they may edit: a lock in
 * the admin's name (or on the enquiries, taken by an editor) would tell others somebody else is
 * editing. Payload's admin writes its own locks past these hooks (through the database adapter)
 * and, on take-over, asks for a lock in the current user's name, which this keeps.
 */
const lockInOwnName: CollectionBeforeChangeHook = async ({ req, data, originalDoc }) => {
  if (!req.user) return data
  const config = req.payload.config
  const target = (data.document ?? originalDoc?.document) as { relationTo?: string; value?: unknown } | undefined
  const globalSlug = (data.globalSlug ?? originalDoc?.globalSlug) as string | undefined
  const update = target?.relationTo
    ? config.collections.find((collection) => collection.slug === target.relationTo)?.access?.update
    : config.globals.find((global) => global.slug === globalSlug)?.access?.update
  const id = target?.value && typeof target.value === 'object' ? (target.value as { id?: unknown }).id : target?.value
  const rule = update ? await update({ req, id: id as number, data: undefined }) : false
  // A rule that answers with a filter (their own account only) allows the document only if it matches.
  const allowed =
    rule === true ||
    (Boolean(rule) &&
      typeof rule === 'object' &&
      Boolean(target?.relationTo) &&
      id !== undefined &&
      (
        await req.payload.count({
          collection: target!.relationTo as never,
          where: { and: [rule, { id: { equals: id } }] },
          overrideAccess: true,
        })
      ).totalDocs > 0)
  if (!allowed) throw new Forbidden(req.t)
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

/** Configs already restricted: a second call would wrap every rule and add the lock hook again. */
const restricted = new WeakSet<SanitizedConfig>()

export function restrictSystemCollections(config: SanitizedConfig): void {
  if (restricted.has(config)) return
  restricted.add(config)
  for (const collection of config.collections) {
    if (!collection.slug.startsWith(SYSTEM_PREFIX)) continue
    if (collection.slug === 'payload-locked-documents') {
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), lockInOwnName]
    }
    const access = collection.access as Record<string, Access | undefined>
    const operations = new Set<string>([...OPERATIONS, ...Object.keys(access)])
    for (const operation of operations) access[operation] = staffAnd(access[operation])
    // Which migrations ran is the server's record (written through the Local API at start): a row
    // written or deleted over REST would skip or repeat a migration. Admins may read it.
    if (collection.slug === 'payload-migrations') {
      for (const operation of operations) access[operation] = operation === 'read' ? adminOnly : nobody
    }
    if (Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint: Endpoint): Endpoint => ({
        ...endpoint,
        handler: staffEndpoint(endpoint.handler),
      }))
    }
  }
  // Payload's own globals (the jobs queue's schedule record, `payload-jobs-stats`) are written by
  // Payload through the database adapter; over REST nobody reads or changes them.
  for (const global of config.globals) {
    if (!global.slug.startsWith(SYSTEM_PREFIX)) continue
    const access = global.access as Record<string, Access | undefined>
    for (const operation of new Set(['read', 'update', ...Object.keys(access)])) access[operation] = nobody
  }
}
