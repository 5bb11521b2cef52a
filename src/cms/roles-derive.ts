import type { Access, CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'
import type { Role } from './access'
import type { RoleColumn } from './roles-table'

/**
 * The tokens of docs/roles.md (R r C U u D nav) as the code grants them to one role, worked out by
 * running the access functions as Payload would. Shared by the unit test of our collections
 * (roles.test.ts) and the integration test of the running config (field-access.int.test.ts).
 */

export const userFor = (column: RoleColumn): User | null =>
  column === 'anonymous'
    ? null
    : ({
        id: 7,
        email: `${column}@example.com`,
        roles: [column as Role],
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        collection: 'users',
      } as User)

type Verdict = 'all' | 'some' | 'none'

/** Runs an access function as Payload would for a request by `user`: true, a query (some rows) or false. */
async function verdict(access: Access | undefined, user: User | null, name: string): Promise<Verdict> {
  if (!access) throw new Error(`${name}: no access function (Payload would allow any signed-in user)`)
  const result = await access({ req: { user } as PayloadRequest } as Parameters<Access>[0])
  if (result === true) return 'all'
  if (result === false) return 'none'
  if (result && typeof result === 'object') return 'some'
  throw new Error(`${name}: unexpected access result ${JSON.stringify(result)}`)
}

function isHidden(entity: CollectionConfig | GlobalConfig, user: User | null): boolean {
  const hidden = entity.admin?.hidden
  return typeof hidden === 'function' ? hidden({ user: user as never }) : hidden === true
}

export async function canUseAdmin(usersCollection: CollectionConfig, user: User | null): Promise<boolean> {
  const admin = usersCollection.access?.admin
  if (!admin) throw new Error('users: access.admin is missing')
  return user ? Boolean(await admin({ req: { user } as PayloadRequest })) : false
}

export async function tokensForCollection(
  collection: CollectionConfig,
  user: User | null,
  usersCollection: CollectionConfig,
): Promise<string[]> {
  const tokens: string[] = []
  const { access = {} } = collection
  const read = await verdict(access.read, user, `${collection.slug}.read`)
  if (read === 'all') tokens.push('R')
  if (read === 'some') tokens.push('r')
  if ((await verdict(access.create, user, `${collection.slug}.create`)) !== 'none') tokens.push('C')
  const update = await verdict(access.update, user, `${collection.slug}.update`)
  if (update === 'all') tokens.push('U')
  if (update === 'some') tokens.push('u')
  const remove = await verdict(access.delete, user, `${collection.slug}.delete`)
  if (remove === 'all') tokens.push('D')
  if (remove === 'some') tokens.push('d')
  if (read !== 'none' && (await canUseAdmin(usersCollection, user)) && !isHidden(collection, user)) tokens.push('nav')
  return tokens.sort()
}

export async function tokensForGlobal(
  global: GlobalConfig,
  user: User | null,
  usersCollection: CollectionConfig,
): Promise<string[]> {
  const tokens: string[] = []
  const { access = {} } = global
  const read = await verdict(access.read as Access, user, `${global.slug}.read`)
  if (read === 'all') tokens.push('R')
  if (read === 'some') tokens.push('r')
  const update = await verdict(access.update as Access, user, `${global.slug}.update`)
  if (update === 'all') tokens.push('U')
  if (update === 'some') tokens.push('u')
  if (read !== 'none' && (await canUseAdmin(usersCollection, user)) && !isHidden(global, user)) tokens.push('nav')
  return tokens.sort()
}
