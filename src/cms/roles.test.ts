import { describe, expect, it } from 'vitest'
import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import {
  canUseAdmin as canUseAdminWith,
  tokensForCollection as tokensFor,
  tokensForGlobal as tokensForOneGlobal,
  userFor,
} from './roles-derive'
import { collections as ownCollections } from './collections'
import { globals } from './globals'
import { ROLE_COLUMNS, readAccessTable } from './roles-table'
import { redirects, seo } from './seo-plugins'

/** The collections as the config registers them: ours, plus the ones plugins add (redirects). */
const collections: CollectionConfig[] =
  (await redirects(await seo({ collections: ownCollections, globals } as unknown as Config))).collections ?? []

/**
 * docs/roles.md holds the access table; this test reads it and checks every cell against the access
 * functions of our collections and globals, and that each has a row. Payload's own collections
 * (payload-*) exist only once the config is built: field-access.int.test.ts checks their rows.
 */

const usersCollection = collections.find((collection) => collection.slug === 'users')!
const canUseAdmin = (user: ReturnType<typeof userFor>) => canUseAdminWith(usersCollection, user)
const tokensForCollection = (collection: CollectionConfig, user: ReturnType<typeof userFor>) =>
  tokensFor(collection, user, usersCollection)
const tokensForGlobal = (global: GlobalConfig, user: ReturnType<typeof userFor>) =>
  tokensForOneGlobal(global, user, usersCollection)

const table = readAccessTable()

describe('docs/roles.md', () => {
  it('has one row for every collection and global, and no others', () => {
    const documented = [...table.keys()]
      .filter((name) => name !== '(admin panel)' && !name.startsWith('payload-'))
      .sort()
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
  it('gives editors content but not users, and sales no content writes (only the enquiries and projects they work)', () => {
    expect(table.get('news')!.editor).toEqual(['C', 'D', 'R', 'U', 'nav'])
    expect(table.get('users')!.editor).not.toContain('R')
    expect(table.get('users')!.editor).not.toContain('nav')
    for (const [name, row] of table) {
      // Their own account, the enquiries and client projects they work, and the admin's own records
      // of their session (document locks, preferences).
      if (
        ['users', 'enquiries', 'payload-locked-documents', 'payload-preferences', ...PROJECT_COLLECTIONS].includes(name)
      ) {
        continue
      }
      expect(
        row.sales.filter((token) => ['C', 'U', 'D', 'nav'].includes(token)),
        name,
      ).toEqual([])
    }
    expect(table.get('enquiries')!.sales).toEqual(['R', 'U', 'nav'])
    expect(table.get('enquiries')!.editor).toEqual([])
  })

  it('keeps client projects to the sales desk: editors, members and visitors reach none of them', () => {
    for (const name of PROJECT_COLLECTIONS) {
      const row = table.get(name)!
      expect(row.anonymous, name).toEqual([])
      expect(row.member, name).toEqual([])
      expect(row.editor, name).toEqual([])
      // Every row, or (project files and their download records) those of the projects they are assigned to.
      expect(
        row.sales.filter((token) => token === 'R' || token === 'r'),
        name,
      ).toHaveLength(1)
    }
    expect(table.get('project-files')!.sales).toContain('r')
    expect(table.get('file-downloads')!.sales).toEqual(['nav', 'r'])
  })
})

const PROJECT_COLLECTIONS = [
  'projects',
  'project-quotes',
  'project-messages',
  'invoice-requests',
  'project-files',
  'file-downloads',
]
