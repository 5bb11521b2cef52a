import type { CollectionConfig } from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, salesDeskOnly, serverWrittenField } from '@/cms/access'
import {
  carryEnquiry,
  checkProjectChange,
  guardFileRoomReach,
  keepProjectWithFiles,
  numberNewProject,
  recordStage,
} from './project-hooks'
import { mailStageChange } from './notify'
import { planFileRetention } from './file-retention'
import { PROJECT_STAGES } from './stages'
import { clientUsers, salesDeskUsers } from './user-filters'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy年M月d日' } }

/**
 * A client's project (客户项目), from a won enquiry to a delivered, invoiced piece of work: its
 * number, client, stage and milestones here; quotes, messages and invoice requests in their own
 * collections (joined below). Sales staff and administrators work it; editors never see it; the
 * client reads their own through /api/projects/* and /profile/projects/{number}.
 */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: '客户项目', plural: '客户项目' },
  admin: {
    useAsTitle: 'title',
    group: '客户项目',
    defaultColumns: ['number', 'title', 'client', 'stage', 'due_date', 'assignees'],
    listSearchableFields: ['number', 'title', 'service'],
    hidden: hiddenUnlessSalesDesk,
    description: '成交后的客户项目：报价、确认、进度、消息与发票。编号自动生成。',
  },
  defaultSort: '-createdAt',
  access: { read: salesDeskOnly, create: salesDeskOnly, update: salesDeskOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [carryEnquiry],
    beforeChange: [numberNewProject, checkProjectChange, guardFileRoomReach, recordStage, planFileRetention],
    beforeDelete: [keepProjectWithFiles],
    afterChange: [mailStageChange],
  },
  fields: [
    {
      name: 'number',
      label: '项目编号',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: '保存后自动生成，例如 KY-2026-0001' },
      access: serverWrittenField,
    },
    { name: 'title', label: '项目名称', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [
        {
          name: 'client',
          label: '客户（会员账号）',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          index: true,
          filterOptions: clientUsers,
        },
        {
          name: 'enquiry',
          label: '来源咨询',
          type: 'relationship',
          relationTo: 'enquiries',
          index: true,
        },
      ],
    },
    { name: 'service', label: '服务', type: 'text', maxLength: 100 },
    {
      name: 'stage',
      label: '阶段',
      type: 'select',
      required: true,
      defaultValue: 'quoting',
      index: true,
      options: PROJECT_STAGES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: '“已报价”“已确认”在发送报价、客户确认报价时自动设置' },
    },
    {
      name: 'assignees',
      label: '负责人',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      index: true,
      filterOptions: salesDeskUsers,
      admin: { position: 'sidebar' },
    },
    { name: 'due_date', label: '交付日期', type: 'date', index: true, admin: { position: 'sidebar', ...dayOnly } },
    {
      name: 'milestones',
      label: '进度节点',
      type: 'array',
      labels: { singular: '节点', plural: '进度节点' },
      admin: { description: '进行中的项目节点，例如 数据分析中、初稿、修改第 1 轮；客户在项目页看到' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: '节点', type: 'text', required: true, maxLength: 40 },
            { name: 'due_date', label: '计划日期', type: 'date', admin: dayOnly },
            { name: 'done_at', label: '完成日期', type: 'date', admin: dayOnly },
          ],
        },
      ],
    },
    {
      name: 'stage_log',
      label: '阶段记录',
      type: 'array',
      // Shown once there is something to show (a new project has no record yet).
      admin: { readOnly: true, initCollapsed: true, condition: (data) => Boolean(data?.stage_log?.length) },
      access: serverWrittenField,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'stage',
              label: '阶段',
              type: 'select',
              options: PROJECT_STAGES.map(({ value, label }) => ({ value, label })),
            },
            { name: 'at', label: '时间', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    {
      name: 'accepted_quote',
      label: '已确认的报价',
      type: 'relationship',
      relationTo: 'project-quotes',
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'accepted_total',
      label: '确认金额（元）',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'nda',
      label: '保密协议',
      type: 'group',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: '客户首次上传文件前在线接受的《保密协议》版本与时间',
        condition: (data) => Boolean(data?.nda?.version),
      },
      access: serverWrittenField,
      fields: [
        { name: 'version', label: '版本', type: 'number' },
        { name: 'accepted_at', label: '接受时间', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'accepted_by', label: '接受人', type: 'relationship', relationTo: 'users' },
        { name: 'ip', label: 'IP 地址', type: 'text' },
      ],
    },
    {
      name: 'files_kept_until',
      label: '文件保留至',
      type: 'date',
      admin: {
        position: 'sidebar',
        ...dayOnly,
        description: '项目“已完成”时自动设为完成后的保留天数（默认 90 天）；到期后文件从存储中删除，只留记录。可延后。',
      },
    },
    {
      name: 'files_warned_at',
      type: 'date',
      admin: { hidden: true },
      access: serverWrittenField,
    },
    {
      name: 'file_room_upload',
      type: 'ui',
      admin: { components: { Field: '/cms/admin/FileRoomUpload#FileRoomUpload' } },
    },
    {
      name: 'files',
      label: '文件室',
      type: 'join',
      collection: 'project-files',
      on: 'project',
      defaultSort: '-createdAt',
    },
    {
      name: 'quotes',
      label: '报价',
      type: 'join',
      collection: 'project-quotes',
      on: 'project',
      defaultSort: '-version',
    },
    {
      name: 'messages',
      label: '消息',
      type: 'join',
      collection: 'project-messages',
      on: 'project',
      defaultSort: '-createdAt',
    },
    {
      name: 'invoices',
      label: '发票申请',
      type: 'join',
      collection: 'invoice-requests',
      on: 'project',
      defaultSort: '-createdAt',
    },
  ],
}
