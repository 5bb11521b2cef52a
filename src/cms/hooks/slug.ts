import type { FieldHook, TextField } from 'payload'
import { slugify } from '@/lib/slugify'

const fillSlug =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value) || value
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    if (typeof source === 'string' && source.trim() !== '') {
      return slugify(source) || `item-${Date.now().toString(36)}`
    }
    return value
  }

/** A unique, indexed slug filled from `sourceField` (pinyin for Chinese) when left empty. */
export function slugField(sourceField = 'title'): TextField {
  return {
    name: 'slug',
    label: '链接标识（网址名）',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: '留空时根据标题自动生成（中文转为拼音）。' },
    hooks: { beforeValidate: [fillSlug(sourceField)] },
  }
}
