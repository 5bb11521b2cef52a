import type { Access, CollectionConfig } from 'payload'
import { hiddenUnlessSalesDesk, isSalesDesk, salesDeskOnly, serverWrittenField } from '@/cms/access'
import { afterQuoteSent, freezeSentQuote, priceQuote } from './quote-hooks'
import { QUOTE_STATUSES } from './stages'

/** A draft may be deleted; a sent version is a record and stays. */
const draftsOnly: Access = ({ req }) => (isSalesDesk(req.user) ? { status: { equals: 'draft' } } : false)

/**
 * A quote for a project (报价): line items priced from the catalogue's offerings, a total, a
 * validity date and terms. Each quote is a numbered version of its project's quote; once sent it
 * never changes (a change is a new version, which supersedes the old), and the client accepts the
 * latest sent version online (/api/projects/{number}/accept-quote), which records who, when and
 * from where.
 */
export const ProjectQuotes: CollectionConfig = {
  slug: 'project-quotes',
  labels: { singular: '报价', plural: '项目报价' },
  admin: {
    useAsTitle: 'label',
    group: '客户项目',
    defaultColumns: ['label', 'project', 'status', 'total', 'sent_at', 'accepted_at'],
    hidden: hiddenUnlessSalesDesk,
    description: '每次发送即生成一个不可修改的版本；如需调整，请新建报价（新版本会取代未确认的旧版本）。',
  },
  defaultSort: '-createdAt',
  access: { read: salesDeskOnly, create: salesDeskOnly, update: salesDeskOnly, delete: draftsOnly },
  hooks: { beforeChange: [freezeSentQuote, priceQuote], afterChange: [afterQuoteSent] },
  fields: [
    {
      name: 'label',
      label: '版本',
      type: 'text',
      admin: { readOnly: true, hidden: true },
      access: serverWrittenField,
    },
    {
      type: 'row',
      fields: [
        { name: 'project', label: '项目', type: 'relationship', relationTo: 'projects', required: true, index: true },
        {
          name: 'version',
          label: '版本号',
          type: 'number',
          index: true,
          admin: { readOnly: true, description: '保存时自动编号' },
          access: serverWrittenField,
        },
      ],
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: QUOTE_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: '选择“已发送”并保存即发给客户，此后不可修改' },
    },
    {
      name: 'items',
      label: '报价明细',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      labels: { singular: '明细', plural: '报价明细' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'offering',
              label: '服务项目',
              type: 'relationship',
              relationTo: 'offerings',
              admin: { description: '单价默认取该服务的价格' },
            },
            {
              name: 'name',
              label: '名称',
              type: 'text',
              maxLength: 80,
              admin: { description: '留空则用服务项目名称' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quantity', label: '数量', type: 'number', required: true, defaultValue: 1, min: 1, max: 10000 },
            { name: 'unit_price', label: '单价（元）', type: 'number', min: 0, max: 100_000_000 },
            { name: 'discount', label: '优惠（元）', type: 'number', min: 0, defaultValue: 0 },
            {
              name: 'amount',
              label: '金额（元）',
              type: 'number',
              admin: { readOnly: true },
              access: serverWrittenField,
            },
          ],
        },
        { name: 'note', label: '备注', type: 'text', maxLength: 200 },
      ],
    },
    {
      name: 'total',
      label: '合计（元）',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'valid_until',
      label: '报价有效期至',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy年M月d日' } },
    },
    { name: 'terms', label: '服务条款', type: 'textarea', maxLength: 5000 },
    {
      name: 'sent_at',
      label: '发送时间',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      access: serverWrittenField,
    },
    {
      type: 'collapsible',
      label: '客户确认',
      // Only once the client has accepted: before that the record has nothing to show.
      admin: { initCollapsed: false, condition: (data) => Boolean(data?.accepted_at) },
      fields: [
        {
          name: 'accepted_at',
          label: '确认时间',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: serverWrittenField,
        },
        {
          name: 'accepted_by',
          label: '确认人',
          type: 'relationship',
          relationTo: 'users',
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        {
          name: 'accepted_ip',
          label: '确认地址（IP）',
          type: 'text',
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        {
          name: 'company_name',
          label: '确认单公司名称',
          type: 'text',
          admin: { readOnly: true, description: '确认时的公司名称，服务确认单据此生成' },
          access: serverWrittenField,
        },
      ],
    },
  ],
}
