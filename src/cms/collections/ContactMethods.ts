import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sortOrderField } from '@/cms/fields/sort-order'

export const ContactMethods: CollectionConfig = {
  slug: 'contact-methods',
  labels: { singular: '联系方式', plural: '联系方式' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'value', 'is_active'], group: '公司信息' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('contact-methods'),
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    {
      name: 'type',
      label: '类型',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: [
        { label: '微信', value: 'wechat' },
        { label: '电话', value: 'phone' },
        { label: '邮箱', value: 'email' },
        { label: '地址', value: 'address' },
        { label: 'QQ', value: 'qq' },
        { label: '其他', value: 'other' },
      ],
    },
    { name: 'description', label: '说明', type: 'textarea' },
    { name: 'value', label: '联系值', type: 'text' },
    { name: 'bottom_text', label: '底部文字', type: 'text' },
    { name: 'qr_code', label: '二维码', type: 'upload', relationTo: 'media' },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
