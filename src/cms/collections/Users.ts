import { AuthenticationError, ValidationError, type CollectionConfig, type PayloadRequest } from 'payload'
import { ApiError } from '@/lib/api'
import { env } from '@/lib/env'
import { enforceRateLimit } from '@/lib/rate-limit'
import {
  adminFieldOnly,
  adminOnly,
  hiddenUnlessAdmin,
  isAdmin,
  isEmployee,
  isMemberOnly,
  serverWrittenField,
  usersReadable,
} from '@/cms/access'
import { EmailNotConfirmedError } from '@/cms/auth/errors'
import { loginThrottle } from '@/cms/auth/login-throttle'
import { MSG } from '@/cms/auth/messages'
import { publicApiError } from '@/cms/errors'
import { forgotPasswordBody, requestPasswordReset } from '@/cms/auth/password-reset'
import { evenOutStaffLoginTime } from '@/cms/auth/staff-login-time'
import { newPasswordProblem } from '@/cms/auth/validation'
import { CURRENT_PASSWORD_FIELD, requireCurrentPassword } from '@/cms/auth/current-password'
import { mailPendingEmailLinks, payloadVerifyEndpoint } from '@/cms/auth/email-change'

/** Payload's own REST routes (/cms-api/users/...) get the same per-IP budgets as /api/auth. */
async function limitCmsRoute(
  req: PayloadRequest,
  name: string,
  points: number,
  durationSeconds: number,
): Promise<void> {
  try {
    await enforceRateLimit({ headers: req.headers } as Request, name, { points, durationSeconds })
  } catch (error) {
    if (error instanceof ApiError) throw publicApiError(error.message, error.status)
    throw error
  }
}

/**
 * One auth collection for staff and members (two auth collections misbehave in Payload's admin).
 * Members are visitors who registered: they read and edit only their own profile through
 * /api/auth/* (which checks the current password, ends other sessions, keeps the e-mail fixed),
 * never through Payload's REST API, and never reach the admin.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '用户', plural: '用户' },
  auth: {
    tokenExpiration: 60 * 60 * 2,
    // Off: lockout is per account *and* address (cms/auth/login-throttle.ts), so nobody can lock
    // the owner out from elsewhere.
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://') === true,
      sameSite: 'Lax',
    },
  },
  admin: {
    useAsTitle: 'display_name',
    defaultColumns: ['display_name', 'email', 'roles', 'createdAt'],
    group: '系统',
    // Only admins see the user list; everyone else reaches their own account through 账户 (/admin/account).
    hidden: hiddenUnlessAdmin,
  },
  access: {
    // Employees (admin, editor, sales) use the admin panel; members never.
    admin: ({ req }) => isEmployee(req.user),
    // Admins read every account; everyone else only their own (editors included: no user list).
    read: usersReadable,
    // Sign-up goes through /api/auth/register (which runs with server rights); nothing else creates.
    create: adminOnly,
    // Employees edit their own account in the admin; members only through /api/auth.
    update: ({ req }) => {
      if (isAdmin(req.user)) return true
      if (isEmployee(req.user) && req.user) return { id: { equals: req.user.id } }
      return false
    },
    delete: adminOnly,
    unlock: adminOnly,
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        if (operation === 'login' && req.payloadAPI === 'REST') {
          await limitCmsRoute(req, 'cms-login', 20, 60)
          const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
          if (await loginThrottle.isLocked(email, req)) throw publicApiError(MSG.accountLocked, 423)
        }
        return args
      },
    ],
    // Every new password, wherever it is set (sign-up, reset, change, the admin), obeys one policy.
    beforeValidate: [
      ({ data }) => {
        if (typeof data?.password === 'string') {
          const problem = newPasswordProblem(data.password)
          if (problem)
            throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
        }
        return data
      },
      // Own password or e-mail through the REST API (the admin's 账户 page too): the current
      // password first; a new e-mail waits for its verification link (cms/auth/email-change.ts).
      requireCurrentPassword,
    ],
    afterChange: [mailPendingEmailLinks],
    afterLogin: [
      async ({ req, user }) => {
        if (req.payloadAPI === 'REST') await loginThrottle.recordSuccess(String(user.email), req)
      },
    ],
    afterError: [
      // A failed sign-in of an unknown address takes as long as a wrong password (cms/auth/staff-login-time.ts).
      evenOutStaffLoginTime,
      async ({ error, req }) => {
        // By class, not only by name: the production bundle is minified, which empties class names.
        const isLoginFailure =
          error instanceof AuthenticationError || (error as { name?: string }).name === 'AuthenticationError'
        if (
          isLoginFailure &&
          req.payloadAPI === 'REST' &&
          /\/users\/login\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)
        ) {
          await loginThrottle.recordFailure(String((req.data as { email?: unknown } | undefined)?.email ?? ''), req)
        }
      },
    ],
    beforeLogin: [
      ({ user }) => {
        if (env.requireEmailVerification && isMemberOnly(user) && !user.email_confirmed_at) {
          throw new EmailNotConfirmedError()
        }
        return user
      },
    ],
  },
  endpoints: [
    {
      // Replaces Payload's forgot-password (which stores the reset token in plain text) for the
      // admin's 忘记密码 page too: same hashed, single-use link to the site's /reset-password.
      path: '/forgot-password',
      method: 'post',
      handler: async (req) => {
        await limitCmsRoute(req, 'auth-forgotPassword', 10, 15 * 60)
        const body: unknown = typeof req.json === 'function' ? await req.json().catch(() => null) : null
        const parsed = forgotPasswordBody.safeParse(body)
        if (!parsed.success) {
          return Response.json(
            { errors: [{ message: parsed.error.issues[0]?.message ?? MSG.emailRequired }] },
            { status: 400 },
          )
        }
        requestPasswordReset(req.payload, parsed.data.email)
        return Response.json({ message: MSG.forgotAnswer })
      },
    },
    payloadVerifyEndpoint,
    {
      // Payload's own reset (a token it would have stored in plain text) is never issued here: the
      // site's /reset-password takes the hashed links. Answered in Chinese, logged as nothing.
      path: '/reset-password',
      method: 'post',
      handler: () =>
        Response.json(
          { errors: [{ message: MSG.resetLinkExpired }] },
          { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
        ),
    },
  ],
  fields: [
    {
      // Sent with a new password or e-mail of one's own (cms/auth/current-password.ts); never stored
      // or answered. The admin shows it on one's own account only.
      name: CURRENT_PASSWORD_FIELD,
      label: '当前密码',
      type: 'text',
      virtual: true,
      admin: {
        // Payload shows a virtual field read-only unless told otherwise.
        readOnly: false,
        components: { Field: '/cms/admin/CurrentPasswordField#CurrentPasswordField' },
        description: () => '修改本人的邮箱或密码时必填，用于确认是您本人操作。',
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    { name: 'full_name', label: '姓名', type: 'text', defaultValue: '' },
    {
      // How the admin names an account wherever it is chosen or shown (负责人, 上传者…): the name,
      // or the e-mail address when no name is given. Always written from those two, never by hand.
      name: 'display_name',
      label: '显示名称',
      type: 'text',
      admin: { hidden: true, readOnly: true },
      access: serverWrittenField,
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc }) => {
            const name = String(siblingData.full_name ?? originalDoc?.full_name ?? '').trim()
            return name || String(siblingData.email ?? originalDoc?.email ?? '')
          },
        ],
      },
    },
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
        { label: '销售', value: 'sales' },
        { label: '会员', value: 'member' },
      ],
      access: { create: adminFieldOnly, update: adminFieldOnly },
      // An account is a member or an employee: a member made editor stops being a member, so what
      // the sales desk reads of members never includes an editor's account.
      hooks: {
        beforeChange: [
          ({ value }) =>
            Array.isArray(value) && value.some((role) => role !== 'member')
              ? value.filter((role) => role !== 'member')
              : value,
        ],
      },
    },
    {
      name: 'email_confirmed_at',
      label: '邮箱验证时间',
      type: 'date',
      // Administrators may set it (an address confirmed another way); everyone else sees it read-only.
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    {
      // A new e-mail of one's own, until the link mailed to it is used (cms/auth/email-change.ts).
      name: 'pending_email',
      label: '待验证的新邮箱',
      type: 'text',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.pending_email),
        description: '已向该地址发送验证邮件，点击邮件中的链接后新邮箱才会生效；在此之前仍使用原邮箱登录。',
        disableBulkEdit: true,
      },
      access: { create: () => false, update: () => false },
    },
    {
      name: 'pending_email_hash',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'pending_email_expires_at',
      type: 'date',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'email_verification_hash',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'email_verification_expires_at',
      type: 'date',
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
