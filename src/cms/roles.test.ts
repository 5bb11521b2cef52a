import { describe, expect, it } from 'vitest'
import type { Access, CollectionConfig, Config, GlobalConfig, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'
import type { Role } from './access'
import { collections as ownCollections } from './collections'
import { globals } from './globals'
import { ROLE_COLUMNS, readAccessTable, type RoleColumn } from './roles-table'
import { redirects, seo } from './seo-plugins'

/** The collections as the config registers them: ours, plus the ones plugins add (redirects). */
const collections: CollectionConfig[] =
  (await redirects(await seo({ collections: ownCollections, globals } as unknown as Config))).collections ?? []

/**
 * docs/roles.md holds the access table; this test reads it and checks every cell against the access
 * functions of the registered collections and globals, and that every collection and global has a row.
 */

type Column = RoleColumn

const userFor = (column: Column): User | null =>
  column === 'anonymous'
    ? null
    : {
        id: 7,
        email: `${column}@example.com`,
        roles: [column as Role],
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        collection: 'users',
      }

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

const usersCollection = collections.find((collection) => collection.slug === 'users')!

async function canUseAdmin(user: User | null): Promise<boolean> {
  const admin = usersCollection.access?.admin
  if (!admin) throw new Error('users: access.admin is missing')
  return user ? Boolean(await admin({ req: { user } as PayloadRequest })) : false
}

async function tokensForCollection(collection: CollectionConfig, user: User | null): Promise<string[]> {
  const tokens: string[] = []
  const { access = {} } = collection
  const read = await verdict(access.read, user, `${collection.slug}.read`)
  if (read === 'all') tokens.push('R')
  if (read === 'some') tokens.push('r')
  if ((await verdict(access.create, user, `${collection.slug}.create`)) !== 'none') tokens.push('C')
  const update = await verdict(access.update, user, `${collection.slug}.update`)
  if (update === 'all') tokens.push('U')
  if (update === 'some') tokens.push('u')
  if ((await verdict(access.delete, user, `${collection.slug}.delete`)) === 'all') tokens.push('D')
  if ((await verdict(access.delete, user, `${collection.slug}.delete`)) === 'some')
    throw new Error(`${collection.slug}.delete: partial delete is not expressible in docs/roles.md`)
  if (read !== 'none' && (await canUseAdmin(user)) && !isHidden(collection, user)) tokens.push('nav')
  return tokens.sort()
}

async function tokensForGlobal(global: GlobalConfig, user: User | null): Promise<string[]> {
  const tokens: string[] = []
  const { access = {} } = global
  const read = await verdict(access.read as Access, user, `${global.slug}.read`)
  if (read === 'all') tokens.push('R')
  if (read === 'some') tokens.push('r')
  const update = await verdict(access.update as Access, user, `${global.slug}.update`)
  if (update === 'all') tokens.push('U')
  if (update === 'some') tokens.push('u')
  if (read !== 'none' && (await canUseAdmin(user)) && !isHidden(global, user)) tokens.push('nav')
  return tokens.sort()
}

const table = readAccessTable()

describe('docs/roles.md', () => {
  it('has one row for every collection and global, and no others', () => {
    const documented = [...table.keys()].filter((name) => name !== '(admin panel)').sort()
    const registered = [...collections.map((c) => c.slug), ...globals.map((g) => g.slug)].sort()
    expect(documented).toEqual(registered)
    expect(table.has('(admin panel)')).toBe(true)
  })

  it.each(ROLE_COLUMNS)('matches who may sign into the admin panel: %s', async (column) => {
    expect(await canUseAdmin(userFor(column))).toBe(table.get('(admin panel)')![column].includes('login'))
  })

  for (const collection of collections) {
    it.each(ROLE_COLUMNS)(`matches the code for collection ${collection.slug}: %s`, async (column) => {
      const documented = table.get(collection.slug)
      expect(documented, `docs/roles.md has no row for ${collection.slug}`).toBeDefined()
      expect(await tokensForCollection(collection, userFor(column))).toEqual(documented![column])
    })
  }

  for (const global of globals) {
    it.each(ROLE_COLUMNS)(`matches the code for global ${global.slug}: %s`, async (column) => {
      const documented = table.get(global.slug)
      expect(documented, `docs/roles.md has no row for ${global.slug}`).toBeDefined()
      expect(await tokensForGlobal(global, userFor(column))).toEqual(documented![column])
    })
  }
})

describe('the table is read, not assumed', () => {
  it('gives editors content but not users, and sales no content writes (only the enquiries they work)', () => {
    expect(table.get('news')!.editor).toEqual(['C', 'D', 'R', 'U', 'nav'])
    expect(table.get('users')!.editor).not.toContain('R')
    expect(table.get('users')!.editor).not.toContain('nav')
    for (const [name, row] of table) {
      if (name === 'users' || name === 'enquiries') continue
      expect(
        row.sales.filter((token) => ['C', 'U', 'D', 'nav'].includes(token)),
        name,
      ).toEqual([])
    }
    expect(table.get('enquiries')!.sales).toEqual(['R', 'U', 'nav'])
    expect(table.get('enquiries')!.editor).toEqual([])
  })
})
