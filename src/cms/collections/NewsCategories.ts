import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/cms/access'
import { sortOrderField } from '@/cms/fields/sort-order'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { refuseDeleteInUse, renameOnArticles } from '@/cms/news/categories'

/**
 * The managed list of news categories (新闻分类). An article picks one from this list in the admin,
 * so a typo can no longer start a new filter chip; the article keeps the chosen name as its
 * `category` text, which the public list pages filter and group by.
 */
export const NewsCategories: CollectionConfig = {
  slug: 'news-categories',
  labels: { singular: '新闻分类', plural: '新闻分类' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sort_order'], group: '内容' },
  defaultSort: 'sort_order',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [renameOnArticles, ...revalidateCollection('news').afterChange],
    beforeDelete: [refuseDeleteInUse],
  },
  fields: [
    {
      name: 'name',
      label: '名称',
      type: 'text',
      required: true,
      unique: true,
      // Room for the names articles already used before the list existed (the migration keeps them).
      maxLength: 50,
      admin: { description: '显示在新闻列表的分类按钮上，例如：学术前沿' },
    },
    sortOrderField(),
  ],
}
