import type { CollectionConfig } from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, nobody, salesDeskOnly, serverWrittenField } from '@/cms/access'
import { checkInvoiceChange, mailIssuedInvoice } from './invoice-hooks'
import { INVOICE_STATUSES, INVOICE_TYPES } from './stages'

/**
 * A client's request for an invoice (发票申请), made on their project page once a quote is accepted
 * (POST /api/projects/{number}/invoice-requests). Staff issue it by attaching the invoice PDF and
 * setting 已开具, which mails the client; the client downloads it from the project page. The
 * requests of a project never add up to more than its accepted total.
 */
export const InvoiceRequests: CollectionConfig = {
  slug: 'invoice-requests',
  labels: { singular: '发票申请', plural: '发票申请' },
  admin: {
    useAsTitle: 'title',
    group: '客户项目',
    defaultColumns: ['title', 'project', 'type', 'amount', 'status', 'createdAt'],
    listSearchableFields: ['title', 'tax_id', 'invoice_number'],
    hidden: hiddenUnlessSalesDesk,
    description: '客户在项目页提交的开票申请。上传发票 PDF 并设为“已开具”后，客户会收到邮件并可下载。',
  },
  defaultSort: '-createdAt',
  access: { read: salesDeskOnly, create: nobody, update: salesDeskOnly, delete: adminOnly },
  hooks: { beforeChange: [checkInvoiceChange], afterChange: [mailIssuedInvoice] },
  fields: [
    {
      name: 'project',
      label: '项目',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'title',
          label: '发票抬头',
          type: 'text',
          required: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        { name: 'tax_id', label: '税号', type: 'text', admin: { readOnly: true }, access: serverWrittenField },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: '发票类型',
          type: 'select',
          required: true,
          options: INVOICE_TYPES.map(({ value, label }) => ({ value, label })),
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        {
          name: 'amount',
          label: '金额（元）',
          type: 'number',
          required: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        {
          name: 'email',
          label: '接收邮箱',
          type: 'text',
          required: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
      ],
    },
    {
      name: 'address',
      label: '专票信息（地址、电话、开户行及账号）',
      type: 'textarea',
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'requested_by',
      label: '申请人',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: INVOICE_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    { name: 'invoice_number', label: '发票号码', type: 'text', maxLength: 40, admin: { position: 'sidebar' } },
    {
      name: 'invoice_file',
      label: '发票文件（PDF）',
      type: 'upload',
      relationTo: 'project-files',
      admin: { position: 'sidebar' },
    },
    { name: 'staff_note', label: '说明（退回原因等，客户可见）', type: 'textarea', maxLength: 500 },
    {
      name: 'issued_at',
      label: '开具时间',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      access: serverWrittenField,
    },
  ],
}
