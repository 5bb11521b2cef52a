import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Access, Field, FieldAccess, PayloadRequest, SanitizedConfig } from 'payload'

/**
 * The rules for the parts Payload adds while it builds the configuration (its own collections and
 * globals, the file fields of upload collections) are part of every built copy of the config, not
 * only of the one Payload was started with (`onInit` reaches that one alone; the admin may build
 * from another copy). Nothing here starts Payload: each copy is the config module evaluated afresh.
 */

async function freshConfig(): Promise<SanitizedConfig> {
  vi.resetModules()
  return await (
    await import('@/payload.config')
  ).default
}

type Role = 'admin' | 'editor' | 'sales' | 'member'
const requestOf = (role: Role | null, file?: unknown) =>
  ({
    user: role ? { id: 1, email: `${role}@example.com`, roles: [role], collection: 'users' } : null,
    ...(file ? { file } : {}),
    payload: {},
    headers: new Headers(),
  }) as unknown as PayloadRequest

async function allows(access: Access | undefined, role: Role | null): Promise<boolean> {
  if (!access) return true
  return Boolean(await access({ req: requestOf(role) } as Parameters<Access>[0]))
}

const OPERATIONS = ['create', 'read', 'update', 'delete'] as const

/** The fields of `fields` named `name` (any depth), with the path to them. */
function fieldsNamed(fields: Field[], names: string[], prefix = ''): Array<{ path: string; field: Field }> {
  return fields.flatMap((field) => {
    const named = 'name' in field ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const own = 'name' in field && names.includes(field.name) ? [{ path: named, field }] : []
    const inner =
      'fields' in field && Array.isArray(field.fields) ? fieldsNamed(field.fields as Field[], names, `${named}.`) : []
    return [...own, ...inner]
  })
}

let first: SanitizedConfig
let config: SanitizedConfig

// The config module reads its settings at import: a folder and secret of this test's own, so it
// writes nothing under data/ (this file runs in a process of its own, like every unit test file).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-config-'))

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dataDir, PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex') })
  first = await freshConfig()
  config = await freshConfig()
}, 120_000)

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('a freshly built config (never started)', () => {
  it('is built anew by each evaluation of the config module, and each copy carries the rules', async () => {
    expect(config).not.toBe(first)
    for (const copy of [first, config]) {
      const preferences = copy.collections.find((collection) => collection.slug === 'payload-preferences')!
      expect(await allows(preferences.access.read, 'member')).toBe(false)
      expect(await allows(preferences.access.read, 'editor')).toBe(true)
    }
  })

  it('keeps Payload’s own collections to employees: members and visitors reach none of them', async () => {
    const system = config.collections.filter((collection) => collection.slug.startsWith('payload-'))
    expect(system.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations']),
    )
    for (const collection of system) {
      for (const operation of OPERATIONS) {
        const access = (collection.access as Record<string, Access | undefined>)[operation]
        expect(await allows(access, 'member'), `${collection.slug} ${operation}`).toBe(false)
        expect(await allows(access, null), `${collection.slug} ${operation}`).toBe(false)
      }
    }
    const migrations = system.find((collection) => collection.slug === 'payload-migrations')!
    expect(await allows(migrations.access.read, 'admin')).toBe(true)
    expect(await allows(migrations.access.read, 'editor')).toBe(false)
    for (const operation of ['create', 'update', 'delete'] as const)
      expect(await allows(migrations.access[operation], 'admin'), operation).toBe(false)

    const locks = system.find((collection) => collection.slug === 'payload-locked-documents')!
    expect(locks.hooks.beforeChange?.map((hook) => hook.name)).toContain('lockInOwnName')
    expect(await allows(locks.access.read, 'sales')).toBe(true)
  })

  it('refuses members the custom endpoints of Payload’s own collections (admin preferences by key)', async () => {
    const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')!
    const endpoints = Array.isArray(preferences.endpoints) ? preferences.endpoints : []
    expect(endpoints.length).toBeGreaterThan(0)
    for (const endpoint of endpoints) {
      const answer = await endpoint.handler(requestOf('member'))
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(403)
      expect(await answer.json()).toEqual({ errors: [{ message: '没有权限执行此操作' }] })
    }
  })

  it('closes Payload’s own globals to everyone over the API', async () => {
    const system = config.globals.filter((global) => global.slug.startsWith('payload-'))
    for (const global of system) {
      const access = global.access as Record<string, Access | undefined>
      expect(await allows(access.read, 'admin'), global.slug).toBe(false)
      expect(await allows(access.update, 'admin'), global.slug).toBe(false)
    }
  })

  it('lets the file fields of upload collections be written only in the request that uploads a file', async () => {
    const uploads = config.collections.filter((collection) => collection.upload)
    expect(uploads.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(['media', 'academic-resources', 'project-files']),
    )
    const names = ['filename', 'mimeType', 'filesize', 'width', 'height', 'url', 'thumbnailURL']
    for (const collection of uploads) {
      const found = fieldsNamed(collection.fields, names).filter(({ path }) => !path.startsWith('sizes.'))
      expect(found.map(({ path }) => path).sort(), collection.slug).toEqual([...names].sort())
      for (const { path, field } of found) {
        const access = (field as { access?: Record<string, FieldAccess | undefined> }).access
        for (const operation of ['create', 'update'] as const) {
          const rule = access?.[operation]
          expect(rule, `${collection.slug}.${path} ${operation}`).toBeTypeOf('function')
          expect(await rule!({ req: requestOf('admin') } as Parameters<FieldAccess>[0])).toBe(false)
          expect(await rule!({ req: requestOf('admin', { name: 'a.png' }) } as Parameters<FieldAccess>[0])).toBe(true)
        }
      }
    }
  })
})
