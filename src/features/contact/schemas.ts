import { z } from 'zod'
import { booleanParam } from '@/lib/api'
import { MSG } from '@/cms/auth/messages'
import { isValidEmail } from '@/cms/auth/validation'
import type { SameShape } from '@/lib/openapi'
import type { ContactMethodDTO } from './serialize'

export const contactMethodsQuery = z.object({
  is_active: booleanParam().meta({ description: '兼容旧前端的参数：访客只能看到启用的联系方式，无论取值如何' }),
})

export const newsletterBody = z.object(
  {
    email: z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? MSG.emailRequired : MSG.invalidEmail),
      })
      .trim()
      .min(1, MSG.emailRequired)
      .max(254, MSG.invalidEmail)
      .toLowerCase()
      .refine(isValidEmail, MSG.invalidEmail)
      .meta({ description: '订阅邮箱', examples: ['researcher@example.com'] }),
  },
  { error: MSG.emailRequired },
)

export const newsletterResultSchema = z
  .strictObject({
    email: z.string(),
    already_subscribed: z.literal(false).meta({
      description: '始终为 false：答复不透露该地址是否已订阅（字段保留，兼容旧前端）',
    }),
  })
  .meta({ id: 'NewsletterSubscription', title: '订阅结果' })

export const contactMethodSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    description: z.string().nullable(),
    value: z.string().nullable(),
    bottom_text: z.string().nullable(),
    qr_code_url: z.string().nullable(),
  })
  .meta({ id: 'ContactMethod', title: '联系方式' })

const shapesMatch: SameShape<typeof contactMethodSchema, ContactMethodDTO> = true
void shapesMatch

export const enquiryCreatedSchema = z
  .strictObject({ id: z.number().int().meta({ description: '咨询编号' }) })
  .meta({ id: 'EnquiryCreated', title: '已提交的咨询' })

export const memberEnquirySchema = z
  .strictObject({
    id: z.number().int(),
    service: z.string().nullable(),
    message: z.string().meta({
      description:
        '咨询内容（超过 120 字时截断）。填写了邮箱、在账号当前邮箱验证之前提交的咨询为空字符串：访客填写该邮箱提交的咨询会在邮箱验证后关联到账号，可能是他人误填，为保护隐私不返回内容',
    }),
    status: z.enum(['new', 'contacted', 'quoted', 'won', 'lost']),
    status_label: z.string().meta({ description: '给访客看的处理进度，例如“顾问已与您联系”' }),
    created_at: z.string(),
  })
  .meta({ id: 'MemberEnquiry', title: '我的咨询' })
