import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, hasRole, isAdmin, isStaff } from '../access'

/**
 * One auth collection for staff and members (two auth collections misbehave in Payload's admin).
 * Members are visitors who registered: they read and edit only their own profile through
 * /api/auth/*, and never reach the admin.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '用户', plural: '用户' },
  auth: {
    tokenExpiration: 60 * 60 * 2,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
    cookies: { secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://') === true, sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'full_name', 'roles', 'createdAt'],
    group: '系统',
  },
  access: {
    admin: ({ req }) => isStaff(req),
    // Members read themselves; staff read everyone.
    read: ({ req }) => {
      if (isStaff(req)) return true
      if (req.user) return { id: { equals: req.user.id } }
      return false
    },
    // Sign-up goes through /api/auth/register (which runs with server rights); nothing else creates.
    create: adminOnly,
    update: ({ req }) => {
      if (isAdmin(req)) return true
      if (req.user) return { id: { equals: req.user.id } }
      return false
    },
    delete: adminOnly,
    unlock: adminOnly,
  },
  fields: [
    { name: 'full_name', label: '姓名', type: 'text', defaultValue: '' },
    { name: 'phone', label: '电话', type: 'text' },
    {
      name: 'roles',
      label: '角色',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['member'],
      saveToJWT: true,
      options: [
        { label: '管理员', value: 'admin' },
        { label: '编辑', value: 'editor' },
        { label: '会员', value: 'member' },
      ],
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    {
      name: 'email_confirmed_at',
      label: '邮箱验证时间',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    {
      name: 'email_verification_hash',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'password_reset_hash',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'password_reset_expires_at',
      type: 'date',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
  ],
}

export const isMemberOnly = (user: unknown): boolean => !hasRole(user, 'admin', 'editor')
