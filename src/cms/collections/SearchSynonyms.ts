import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { synonymProblem } from '@/lib/search-synonyms'

/**
 * Words site search treats as the same (荟萃分析 = Meta分析): a query holding one word of a group
 * also finds what the other words find (src/lib/search-synonyms.ts). Staff only; the search reads
 * them through a cached read expired by this collection's hooks.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: '搜索同义词', plural: '搜索同义词' },
  admin: {
    useAsTitle: 'words',
    group: '内容',
    defaultColumns: ['words', 'note', 'updatedAt'],
    description:
      '访客搜索其中任何一个词时，也会找到含有同组其他词的内容。每组一行，词之间用逗号分隔，例如：荟萃分析, Meta分析。',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('search-synonyms'),
  fields: [
    {
      name: 'words',
      label: '同义词',
      type: 'textarea',
      required: true,
      validate: (value: string | null | undefined) => synonymProblem(value) ?? true,
      admin: { description: '2 至 10 个词，用逗号（，或 ,）、顿号或换行分隔；英文不区分大小写，全角半角视为相同。' },
    },
    { name: 'note', label: '备注', type: 'text', maxLength: 200 },
  ],
}
