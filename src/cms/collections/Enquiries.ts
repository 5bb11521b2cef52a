import type { CollectionConfig } from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, nobody, salesDeskOnly, serverWrittenField } from '@/cms/access'
import { ENQUIRY_STATUSES } from '@/cms/enquiries/status'
import { notifyStaffOfEnquiry } from '@/cms/enquiries/notify'
import { salesDeskUsers } from '@/cms/projects/user-filters'
import { TRAFFIC_SOURCES } from '@/cms/analytics/sources'
import { alertGroupsOfEnquiry } from '@/cms/reach/lead-alerts'

/**
 * Enquiries (leads) left on the site's consult form or through POST /api/enquiries. Written only by
 * the server (create: nobody; the form's handler uses the Local API); sales staff and
 * administrators work them in the admin (status, assignee, follow-ups). Visitors and members never
 * read this collection; a member sees their own enquiries through /api/enquiries/mine.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: '咨询', plural: '客户咨询' },
  admin: {
    useAsTitle: 'name',
    group: '客户咨询',
    defaultColumns: ['name', 'service', 'status', 'assignee', 'next_follow_up', 'createdAt'],
    listSearchableFields: ['name', 'phone', 'wechat', 'email', 'service', 'organization'],
    hidden: hiddenUnlessSalesDesk,
    description: '网站咨询表单提交的客户线索。可按状态、服务、负责人筛选；“导出 CSV”导出当前筛选结果。',
    components: { beforeListTable: ['/cms/admin/EnquiriesExport#EnquiriesExport'] },
  },
  defaultSort: '-createdAt',
  access: { read: salesDeskOnly, create: nobody, update: salesDeskOnly, delete: adminOnly },
  hooks: { afterChange: [notifyStaffOfEnquiry, alertGroupsOfEnquiry] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: '姓名',
          type: 'text',
          required: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        { name: 'organization', label: '单位', type: 'text', admin: { readOnly: true }, access: serverWrittenField },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          label: '手机号',
          type: 'text',
          index: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
        { name: 'wechat', label: '微信号', type: 'text', admin: { readOnly: true }, access: serverWrittenField },
        {
          name: 'email',
          label: '邮箱',
          type: 'text',
          index: true,
          admin: { readOnly: true },
          access: serverWrittenField,
        },
      ],
    },
    {
      name: 'service',
      label: '咨询服务',
      type: 'text',
      index: true,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'message',
      label: '咨询内容',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'contact_time',
      label: '方便联系时间',
      type: 'text',
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'follow_ups',
      label: '跟进记录',
      type: 'array',
      labels: { singular: '跟进', plural: '跟进记录' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              label: '日期',
              type: 'date',
              required: true,
              defaultValue: () => new Date().toISOString(),
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
            {
              name: 'by',
              label: '跟进人',
              type: 'relationship',
              relationTo: 'users',
              filterOptions: salesDeskUsers,
              defaultValue: ({ user }) => user?.id,
            },
          ],
        },
        { name: 'note', label: '内容', type: 'textarea', required: true },
      ],
    },
    {
      name: 'convert_to_project',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/ConvertEnquiry#ConvertEnquiry' } },
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ENQUIRY_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      label: '负责人',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: salesDeskUsers,
      admin: { position: 'sidebar' },
    },
    {
      name: 'next_follow_up',
      label: '下次跟进',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'member',
      label: '会员账号',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: '提交时已登录的会员，或按验证过的邮箱关联的会员' },
      access: serverWrittenField,
    },
    {
      // Set when a guest's enquiry is linked to the member who verified its address
      // (features/accounts linkGuestEnquiries): anyone can type any address, so such an enquiry may
      // be a stranger's, and 我的咨询 shows it without its content (features/contact enquiries.ts).
      name: 'linked_at',
      label: '按邮箱关联时间',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: '访客提交后，会员验证了同一邮箱时关联；会员在「我的咨询」中看不到这类咨询的内容',
      },
      access: serverWrittenField,
    },
    {
      name: 'consent',
      label: '已同意隐私政策',
      type: 'checkbox',
      required: true,
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'source_page',
      label: '来源页面',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'traffic_source',
      label: '访问来源',
      type: 'select',
      options: [...TRAFFIC_SOURCES],
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: '访客进入网站时的来源（按来访网站或 utm_source 归类）',
      },
      access: serverWrittenField,
    },
    {
      name: 'utm',
      label: '推广参数（UTM）',
      type: 'group',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
      fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) => ({
        name,
        label: `utm_${name}`,
        type: 'text' as const,
        admin: { readOnly: true },
        access: serverWrittenField,
      })),
    },
  ],
}
