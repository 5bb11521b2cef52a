import { afterAll, describe, expect, it } from 'vitest'
import { getPayload } from '@/cms/client'

/** Staff are shown by name in the admin (负责人, 上传者…): `display_name` follows the name, else the e-mail. */

const email = `display-name-${Date.now().toString(36)}@example.com`
let id: number | undefined

afterAll(async () => {
  if (id !== undefined) await (await getPayload()).delete({ collection: 'users', id, overrideAccess: true })
})

describe('an account’s display name', () => {
  it('is the name, or the e-mail address without one, and cannot be written by hand', async () => {
    const payload = await getPayload()
    const made = await payload.create({
      collection: 'users',
      data: { email, password: 'Display-name-9', roles: ['sales'], display_name: '冒名' },
      overrideAccess: true,
    })
    id = made.id
    expect(made.display_name).toBe(email)

    const named = await payload.update({ collection: 'users', id, data: { full_name: ' 王晓 ' }, overrideAccess: true })
    expect(named.display_name).toBe('王晓')
    const unnamed = await payload.update({ collection: 'users', id, data: { full_name: '' }, overrideAccess: true })
    expect(unnamed.display_name).toBe(email)
  })
})
