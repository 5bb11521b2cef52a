import type { Config, Field, GroupField } from 'payload'
import { describe, expect, it } from 'vitest'
import { SEO_LENGTHS, seo, seoTranslations } from './seo-plugins'

async function seoGroup(): Promise<GroupField> {
  const config = await seo({
    collections: [{ slug: 'news', fields: [{ name: 'title', type: 'text' }] }],
  } as unknown as Config)
  const news = config.collections?.find((collection) => collection.slug === 'news')
  const group = news?.fields.find((field) => 'name' in field && field.name === 'meta')
  if (!group || group.type !== 'group') throw new Error('no meta group on news')
  return group
}

function named(group: GroupField, name: string): Field & Record<string, unknown> {
  const field = group.fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) throw new Error(`no ${name}`)
  return field as Field & Record<string, unknown>
}

describe('SEO fields in the admin', () => {
  it('are labelled in Chinese', async () => {
    const group = await seoGroup()
    expect(group.label).toBe('搜索与分享（SEO）')
    expect(named(group, 'title').label).toBe('搜索标题')
    expect(named(group, 'description').label).toBe('搜索描述')
    expect(named(group, 'image').label).toBe('分享图片')
  })

  it('recommend lengths for Chinese text, and the overview checks the same ones', async () => {
    const group = await seoGroup()
    expect(named(group, 'title')).toMatchObject({ minLength: 10, maxLength: 30 })
    expect(named(group, 'description')).toMatchObject({ minLength: 40, maxLength: 80 })
    const overview = named(group, 'overview') as { admin: { components: { Field: { clientProps: unknown } } } }
    expect(overview.admin.components.Field.clientProps).toMatchObject({
      titleOverrides: { minLength: 10, maxLength: 30 },
      descriptionOverrides: { minLength: 40, maxLength: 80 },
    })
  })

  it('save a title outside the recommended range, and refuse only past the hard limit', async () => {
    const group = await seoGroup()
    const validate = named(group, 'title').validate as (value: unknown) => true | string
    expect(validate('短')).toBe(true)
    expect(validate('长'.repeat(SEO_LENGTHS.title.maxLength + 5))).toBe(true)
    expect(validate('长'.repeat(SEO_LENGTHS.title.hardLimit + 1))).toBe('搜索标题最多 100 个字。')
    const describeValidate = named(group, 'description').validate as (value: unknown) => true | string
    expect(describeValidate('长'.repeat(SEO_LENGTHS.description.hardLimit + 1))).toBe('搜索描述最多 300 个字。')
    expect(describeValidate(undefined)).toBe(true)
  })

  it('hints in Chinese characters, not Latin ones', () => {
    expect(seoTranslations['plugin-seo'].lengthTipTitle).toContain('30 个汉字')
    expect(seoTranslations['plugin-seo'].characterCount).toContain('个字')
  })
})
