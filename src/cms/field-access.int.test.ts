import { beforeAll, describe, expect, it } from 'vitest'
import type {
  Access,
  FieldAccess,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'
import type { User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { tokensForCollection, userFor } from './roles-derive'
import { ROLE_COLUMNS, readAccessTable, readFieldTable, type RoleColumn } from './roles-table'

/**
 * The access matrix at field level, from docs/roles.md: every field of every collection and global
 * of the running config (Payload's own collections included), for every role, for read, create and
 * update. A field's rights are its collection's row of the table unless the field table lists it;
 * a field whose own access rule (or read-only display in the admin) makes it differ from its
 * collection must be listed, so a new field that bends the rules without a documented line fails.
 * The second part tries the documented exceptions on the database: a value written by a role the
 * table refuses is not stored, one written by a role it allows is.
 */

type Field = SanitizedCollectionConfig['fields'][number]
type Entity =
  { kind: 'collection'; config: SanitizedCollectionConfig } | { kind: 'global'; config: SanitizedGlobalConfig }
type FieldInfo = { path: string; field: Field; entity: Entity; readOnlyInAdmin: boolean }
type Rights = { R: boolean; C: boolean; U: boolean }

let payload: Payload
const collectionTable = readAccessTable()
const fieldTable = readFieldTable()

const requestFor = (user: User | null) =>
  ({ user, payload, t: ((key: string) => key) as never }) as unknown as PayloadRequest

/** Every field that holds data, with its dotted path (groups, arrays, rows, tabs and collapsibles opened). */
function dataFields(fields: Field[], entity: Entity, prefix = '', parentReadOnly = false): FieldInfo[] {
  const found: FieldInfo[] = []
  for (const field of fields) {
    if (field.type === 'ui') continue
    const readOnlyInAdmin = parentReadOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabPrefix = 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix
        found.push(...dataFields(tab.fields as Field[], entity, tabPrefix, readOnlyInAdmin))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) found.push(...dataFields(field.fields as Field[], entity, prefix, readOnlyInAdmin))
      continue
    }
    const path = `${prefix}${field.name}`
    found.push({ path, field, entity, readOnlyInAdmin })
    if ((field.type === 'group' || field.type === 'array') && 'fields' in field)
      found.push(...dataFields(field.fields as Field[], entity, `${path}.`, readOnlyInAdmin))
  }
  return found
}

async function entityRights(entity: Entity, user: User | null): Promise<Rights> {
  const access = entity.config.access as Record<string, Access | undefined>
  const run = async (operation: string) => {
    const rule = access[operation]
    if (!rule) return entity.kind === 'global' && operation === 'create' ? false : Boolean(user)
    return Boolean(await rule({ req: requestFor(user) } as Parameters<Access>[0]))
  }
  return { R: await run('read'), C: entity.kind === 'collection' ? await run('create') : false, U: await run('update') }
}

/** A field's own rule; a group or array passes its rule down to what it holds. */
async function fieldAllows(
  info: FieldInfo,
  infos: FieldInfo[],
  operation: 'read' | 'create' | 'update',
  user: User | null,
) {
  const chain = infos.filter((other) => info.path === other.path || info.path.startsWith(`${other.path}.`))
  for (const { field } of chain) {
    if (operation === 'read' && 'hidden' in field && field.hidden === true) return false
    if ('virtual' in field && field.virtual === true && operation !== 'read') continue
    const rule = (field as { access?: Record<string, FieldAccess | undefined> }).access?.[operation]
    if (
      rule &&
      !(await rule({ req: requestFor(user), data: {}, siblingData: {}, doc: {} } as Parameters<FieldAccess>[0]))
    )
      return false
  }
  return true
}

function inherited(row: string, column: RoleColumn): Rights {
  const tokens = collectionTable.get(row)?.[column] ?? []
  return {
    R: tokens.includes('R') || tokens.includes('r'),
    C: tokens.includes('C'),
    U: tokens.includes('U') || tokens.includes('u'),
  }
}

/** The field's row, else its nearest listed group or array's, else its collection's. */
function documentedRights(slug: string, path: string, column: RoleColumn): string[] {
  const parts = path.split('.')
  for (let length = parts.length; length > 0; length -= 1) {
    const row = fieldTable.get(`${slug}.${parts.slice(0, length).join('.')}`)
    if (row) return row[column]
  }
  return asTokens(inherited(slug, column))
}

const asTokens = (rights: Rights) => (['R', 'C', 'U'] as const).filter((token) => rights[token])

let entities: Entity[] = []
let fields: FieldInfo[] = []

beforeAll(async () => {
  payload = await getPayload()
  entities = [
    ...payload.config.collections.map((config) => ({ kind: 'collection' as const, config })),
    ...payload.config.globals.map((config) => ({ kind: 'global' as const, config })),
  ]
  fields = entities.flatMap((entity) => dataFields(entity.config.fields as Field[], entity))
})

describe('docs/roles.md, field by field', () => {
  it('has a row for every collection and global the running site registers, Payload’s own included', () => {
    const registered = entities.map((entity) => entity.config.slug).sort()
    const documented = [...collectionTable.keys()].filter((name) => name !== '(admin panel)').sort()
    expect(documented).toEqual(registered)
  })

  it('Payload’s own collections (locks, preferences, jobs, migrations) answer each role as their row says', async () => {
    const users = payload.config.collections.find((collection) => collection.slug === 'users')!
    const mismatches: string[] = []
    for (const collection of payload.config.collections.filter((config) => config.slug.startsWith('payload-'))) {
      for (const column of ROLE_COLUMNS) {
        const tokens = (await tokensForCollection(collection, userFor(column), users)).join(' ')
        const documented = collectionTable.get(collection.slug)?.[column].join(' ')
        if (tokens !== documented)
          mismatches.push(`${collection.slug} · ${column}: code ${tokens || '—'}, docs/roles.md ${documented || '—'}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('lists only fields that exist', () => {
    const paths = new Set(fields.map((info) => `${info.entity.config.slug}.${info.path}`))
    for (const name of fieldTable.keys())
      expect(paths.has(name), `docs/roles.md lists ${name}, which is no field`).toBe(true)
  })

  it('every field of every collection and global answers each role as the table says', async () => {
    const mismatches: string[] = []
    for (const info of fields) {
      const name = `${info.entity.config.slug}.${info.path}`
      const infos = fields.filter((other) => other.entity === info.entity)
      for (const column of ROLE_COLUMNS) {
        const user = userFor(column)
        const entity = await entityRights(info.entity, user)
        const actual = asTokens({
          R: entity.R && (await fieldAllows(info, infos, 'read', user)),
          C: entity.C && (await fieldAllows(info, infos, 'create', user)),
          U: entity.U && (await fieldAllows(info, infos, 'update', user)),
        })
        const documented = documentedRights(info.entity.config.slug, info.path, column)
        if ([...actual].sort().join(' ') !== [...documented].sort().join(' '))
          mismatches.push(
            `${name} · ${column}: code ${actual.join(' ') || '—'}, docs/roles.md ${documented.join(' ') || '—'}`,
          )
      }
    }
    expect(mismatches, 'add the field to the field table of docs/roles.md, or fix its access').toEqual([])
  })

  it('a field the admin shows read-only is read-only in the API too, for every role', async () => {
    const writable: string[] = []
    for (const info of fields.filter((candidate) => candidate.readOnlyInAdmin)) {
      const infos = fields.filter((other) => other.entity === info.entity)
      for (const column of ROLE_COLUMNS) {
        const user = userFor(column)
        const entity = await entityRights(info.entity, user)
        if (entity.C && (await fieldAllows(info, infos, 'create', user)))
          writable.push(`${info.entity.config.slug}.${info.path} · ${column} · create`)
        if (entity.U && (await fieldAllows(info, infos, 'update', user)))
          writable.push(`${info.entity.config.slug}.${info.path} · ${column} · update`)
      }
    }
    expect(writable).toEqual([])
  })
})

describe('the field table, tried on the database', () => {
  const SCALAR = new Set(['text', 'textarea', 'email', 'number', 'date', 'checkbox', 'select'])
  const context = { disableRevalidate: true }

  /** Fields whose validation refuses the generic probe text: a value of their own kind. */
  const VALID_PROBES: Record<string, string> = {
    'site-settings.wecom_webhook_url': 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=probe',
    'site-settings.dingtalk_webhook_url': 'https://oapi.dingtalk.com/robot/send?access_token=probe',
    'site-settings.indexnow_key': 'probe-indexnow-key',
  }

  function probeValue(field: Field, current: unknown, name: string): unknown {
    if (VALID_PROBES[name] !== undefined && VALID_PROBES[name] !== current) return VALID_PROBES[name]
    switch (field.type) {
      case 'email':
        return 'probe-field@example.com'
      case 'number':
        return typeof current === 'number' ? current + 4242 : 4242
      case 'date':
        return '2031-03-04T05:06:07.000Z'
      case 'checkbox':
        return !current
      case 'select': {
        const values = field.options.map((option) => (typeof option === 'string' ? option : option.value))
        const other = values.find((value) => value !== current && !(Array.isArray(current) && current.includes(value)))
        return field.hasMany ? [other] : other
      }
      default:
        return `probe-${String(current ?? '')}`.slice(0, 60)
    }
  }

  const nested = (path: string, value: unknown): Record<string, unknown> =>
    path
      .split('.')
      .reverse()
      .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>
  const pick = (doc: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc)

  it('a role the table refuses cannot store a value in a listed field; a role it allows can', async () => {
    const accounts: Partial<Record<RoleColumn, User>> = {}
    for (const column of ['member', 'sales', 'editor', 'admin'] as const) {
      accounts[column] = (await payload.create({
        collection: 'users',
        data: {
          email: `field-probe-${column}-${Date.now()}@example.com`,
          password: `Probe-${column}-Password-2026!`,
          roles: [column],
          email_confirmed_at: '2026-01-01T00:00:00.000Z',
        },
        overrideAccess: true,
        context,
      })) as User
    }
    const results: string[] = []
    const tried = new Set<string>()
    for (const [name, row] of fieldTable) {
      const info = fields.find((candidate) => `${candidate.entity.config.slug}.${candidate.path}` === name)
      if (!info || !SCALAR.has(info.field.type) || ('hidden' in info.field && info.field.hidden)) continue
      if (
        fields.some(
          (other) =>
            other.entity === info.entity && info.path.startsWith(`${other.path}.`) && other.field.type === 'array',
        )
      )
        continue
      const slug = info.entity.config.slug
      for (const column of ['member', 'sales', 'editor', 'admin'] as const) {
        if (!inherited(slug, column).U) continue
        const user = { ...accounts[column]!, collection: 'users' } as User & { collection: 'users' }
        const isGlobal = info.entity.kind === 'global'
        const target =
          slug === 'users'
            ? user
            : isGlobal
              ? null
              : (await payload.find({ collection: slug as never, limit: 1, overrideAccess: true, depth: 0 })).docs[0]
        if (!isGlobal && !target) continue
        const read = async () =>
          isGlobal
            ? await payload.findGlobal({ slug: slug as never, overrideAccess: true, depth: 0 })
            : await payload.findByID({
                collection: slug as never,
                id: (target as { id: number }).id,
                overrideAccess: true,
                showHiddenFields: true,
                depth: 0,
              })
        const before = pick(await read(), info.path)
        const value = probeValue(info.field, before, name)
        const data = nested(info.path, value)
        let error = ''
        try {
          if (isGlobal)
            await payload.updateGlobal({
              slug: slug as never,
              data: data as never,
              user,
              overrideAccess: false,
              context,
            })
          else
            await payload.update({
              collection: slug as never,
              id: (target as { id: number }).id,
              data: data as never,
              user,
              overrideAccess: false,
              context,
            })
        } catch (thrown) {
          error = (thrown as Error).message
        }
        const after = pick(await read(), info.path)
        const stored = JSON.stringify(after) === JSON.stringify(value)
        const allowed = row[column].includes('U')
        tried.add(name)
        if (stored !== allowed)
          results.push(
            `${name} · ${column}: ${stored ? 'stored' : `not stored${error ? ` (${error})` : ''}`}, docs/roles.md ${allowed ? 'U' : 'no U'}`,
          )
        if (stored) {
          const restore = nested(info.path, before ?? null)
          if (isGlobal)
            await payload.updateGlobal({ slug: slug as never, data: restore as never, overrideAccess: true, context })
          else
            await payload.update({
              collection: slug as never,
              id: (target as { id: number }).id,
              data: restore as never,
              overrideAccess: true,
              context,
            })
        }
      }
    }
    for (const account of Object.values(accounts))
      await payload.delete({ collection: 'users', id: account!.id, overrideAccess: true, context })
    expect(results).toEqual([])
    // The probe is no formality: the findings of the hardening round are among the fields tried.
    for (const name of ['site-settings.enquiry_notify_email', 'enquiries.message', 'users.roles', 'news.views_count'])
      expect(tried, name).toContain(name)
  })
})
