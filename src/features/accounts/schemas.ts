import { z } from 'zod'
import { MSG } from '@/cms/auth/messages'
import { forgotPasswordBody } from '@/cms/auth/password-reset'
import { malformed, ruled, text } from '@/cms/auth/schema-rules'
import {
  normalizeEmail,
  phoneOrNull,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateResetPassword,
} from '@/cms/auth/validation'
import { validateRegistration } from '@/features/accounts/registration'

/**
 * Request and answer shapes of /api/auth/*. Each request schema runs the same rule function as
 * the form (cms/auth/validation.ts), so the first failing rule answers with the same Chinese
 * message on both sides. The OpenAPI document reads `authRoutes` below. The forgot-password body
 * lives with the reset logic in cms/auth, as the users collection's own endpoint needs it too.
 */

export const registerBody = ruled(
  z.object(
    {
      email: text('邮箱地址'),
      password: text('密码，至少 6 个字符，不能是常见密码'),
      full_name: text('姓名（必填，最多 50 个字符）'),
      privacy_consent: z.boolean({ error: malformed }).optional().meta({
        description:
          '是否已阅读并同意《隐私政策》。注册页发送 true；为 false 时拒绝注册。可省略：规格中的注册调用只发送 email、password、full_name',
      }),
    },
    { error: malformed },
  ),
  (body) =>
    validateRegistration({
      fullName: body.full_name,
      email: body.email,
      password: body.password,
      privacyConsent: body.privacy_consent,
    }),
)
  .transform((body) => ({
    email: normalizeEmail(body.email),
    password: body.password,
    full_name: body.full_name.trim(),
  }))
  .meta({ id: 'RegisterRequest', title: '注册' })

export const loginBody = ruled(
  z.object({ email: text('邮箱地址'), password: text('密码') }, { error: malformed }),
  (body) => validateLogin(body),
)
  .transform((body) => ({ email: normalizeEmail(body.email), password: body.password }))
  .meta({ id: 'LoginRequest', title: '登录' })

export const resetPasswordBody = ruled(
  z.object(
    {
      reset_token: text('重置邮件链接中的 token'),
      new_password: text('新密码，至少 6 个字符，不能是常见密码'),
    },
    { error: malformed },
  ),
  (body) => (body.reset_token.trim() ? validateResetPassword({ password: body.new_password }) : MSG.invalidResetLink),
)
  .transform((body) => ({ reset_token: body.reset_token.trim(), new_password: body.new_password }))
  .meta({ id: 'ResetPasswordRequest', title: '重置密码' })

export const changePasswordBody = ruled(
  z.object(
    { current_password: text('当前密码'), new_password: text('新密码，至少 6 个字符，不能是常见密码') },
    { error: malformed },
  ),
  (body) => validateChangePassword({ currentPassword: body.current_password, newPassword: body.new_password }),
).meta({ id: 'ChangePasswordRequest', title: '修改密码' })

export const profileBody = ruled(
  z.object(
    {
      full_name: text('姓名（必填，最多 50 个字符）'),
      phone: z
        .string({ error: malformed })
        .nullable()
        .optional()
        .meta({ description: '电话（选填）；空字符串或 null 表示清空' }),
    },
    { error: malformed },
  ),
  (body) => validateProfile({ fullName: body.full_name, phone: body.phone ?? null }),
)
  .transform((body) => ({ full_name: body.full_name.trim(), phone: phoneOrNull(body.phone) }))
  .meta({ id: 'ProfileUpdateRequest', title: '更新个人信息（邮箱不可修改）' })

/** Another verification mail without signing in: the address it was registered with. */
export const resendVerificationBody = ruled(
  z.object({ email: text('注册时使用的邮箱地址') }, { error: malformed }),
  (body) => validateForgotPassword(body),
)
  .transform((body) => ({ email: normalizeEmail(body.email) }))
  .meta({ id: 'ResendVerificationRequest', title: '重新发送验证邮件' })

export const verifyEmailBody = z
  .object({ token: text('验证邮件链接中的 token') }, { error: malformed })
  .transform((body) => ({ token: body.token.trim() }))
  .meta({ id: 'VerifyEmailRequest', title: '验证邮箱' })

export const accountUserSchema = z
  .strictObject({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    created_at: z.string(),
    email_confirmed_at: z.string().nullable().meta({ description: '邮箱验证时间；null 表示未验证' }),
  })
  .meta({ id: 'AccountUser', title: '会员' })

export const sessionAnswer = z
  .strictObject({
    success: z.literal(true),
    message: z.string().optional(),
    data: z.strictObject({
      access_token: z.string().nullable().meta({ description: '放在 Authorization: Bearer 中发送；2 小时后过期' }),
      expires_at: z.string().nullable().meta({ description: '访问令牌的过期时间（ISO 8601）' }),
      user: accountUserSchema,
    }),
  })
  .meta({ id: 'AuthSession', title: '登录结果' })

export const registerAnswer = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    data: z.strictObject({
      access_token: z.null().meta({
        description: '注册不直接登录：无论该邮箱是否已注册，答复都相同（已注册的邮箱会收到一封提醒邮件）；请随后登录',
      }),
      expires_at: z.null(),
      email: z.string().meta({ description: '提交的邮箱地址（规范化后）' }),
    }),
  })
  .meta({ id: 'AuthRegistered', title: '注册结果' })

export const userAnswer = z
  .strictObject({
    success: z.literal(true),
    message: z.string().optional(),
    data: z.strictObject({ user: accountUserSchema }),
  })
  .meta({ id: 'AuthUser', title: '当前用户' })

export const messageAnswer = z
  .strictObject({ success: z.literal(true), message: z.string() })
  .meta({ id: 'AuthMessage', title: '操作结果' })

export const authErrorAnswer = z
  .strictObject({ error: z.strictObject({ message: z.string() }) })
  .meta({ id: 'AuthError', title: '错误（中文提示）' })

type AuthRoute = {
  method: 'get' | 'post' | 'put'
  summary: string
  body?: z.ZodType
  query?: z.ZodObject
  success: z.ZodType
  successStatus?: number
  /** Needs `Authorization: Bearer <access_token>`. */
  auth?: true
  errors: number[]
}

/** Every /api/auth path: what it takes, what it answers, which errors it can give. */
export const authRoutes: Record<string, AuthRoute[]> = {
  '/api/auth/register': [
    {
      method: 'post',
      summary: '注册并发送验证邮件（已注册的邮箱得到相同答复，并收到一封提醒邮件）',
      body: registerBody,
      success: registerAnswer,
      successStatus: 201,
      errors: [400, 413, 415, 429],
    },
  ],
  '/api/auth/login': [
    {
      method: 'post',
      summary: '登录（连续 5 次失败锁定 10 分钟）',
      body: loginBody,
      success: sessionAnswer,
      errors: [400, 401, 403, 413, 415, 423, 429],
    },
  ],
  '/api/auth/logout': [
    { method: 'post', summary: '退出登录（服务器端会话失效）', success: messageAnswer, errors: [429] },
  ],
  '/api/auth/me': [
    { method: 'get', summary: '当前用户', success: userAnswer, auth: true, errors: [401, 429] },
    {
      method: 'put',
      summary: '更新个人信息',
      body: profileBody,
      success: userAnswer,
      auth: true,
      errors: [400, 401, 413, 415, 429],
    },
  ],
  '/api/auth/profile': [
    {
      method: 'put',
      summary: '更新个人信息（同 PUT /api/auth/me）',
      body: profileBody,
      success: userAnswer,
      auth: true,
      errors: [400, 401, 413, 415, 429],
    },
  ],
  '/api/auth/change-password': [
    {
      method: 'put',
      summary: '修改密码（其他设备的登录随之失效）',
      body: changePasswordBody,
      success: messageAnswer,
      auth: true,
      errors: [400, 401, 413, 415, 429],
    },
  ],
  '/api/auth/forgot-password': [
    {
      method: 'post',
      summary: '发送重置密码邮件（无论邮箱是否注册，答复相同）',
      body: forgotPasswordBody,
      success: messageAnswer,
      errors: [400, 413, 415, 429],
    },
  ],
  '/api/auth/reset-password': [
    {
      method: 'post',
      summary: '用邮件中的 token 重置密码（1 小时内有效，只能使用一次）',
      body: resetPasswordBody,
      success: messageAnswer,
      errors: [400, 413, 415, 429],
    },
  ],
  '/api/auth/verify-email': [
    {
      method: 'post',
      summary: '用邮件中的 token 验证邮箱',
      body: verifyEmailBody,
      success: userAnswer,
      errors: [400, 413, 415, 429],
    },
  ],
  '/api/auth/resend-verification': [
    {
      method: 'post',
      summary:
        '重新发送验证邮件：未登录时填写注册邮箱（无论邮箱是否注册，答复相同）；已登录的会员带 Authorization 令牌、无需请求体',
      body: resendVerificationBody,
      success: messageAnswer,
      errors: [400, 401, 413, 415, 429],
    },
  ],
}
