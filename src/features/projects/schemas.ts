import { z } from 'zod'
import { MSG } from '@/cms/auth/messages'
import { isValidEmail } from '@/cms/auth/validation'
import { ATTACHMENT_NOT_IN_ROOM, ATTACHMENTS_TOO_MANY, MESSAGE_ATTACHMENTS_MAX } from '@/cms/projects/attachment-rules'
import type { SameShape } from '@/lib/openapi'
import type { ProjectDetailDTO, ProjectSummaryDTO } from './serialize'

/** The project number in a path: KY-2026-0001. Anything else is no project (404). */
export const PROJECT_NUMBER = /^KY-\d{4}-\d{4,6}$/

/** NUL and other control characters (PostgreSQL refuses NUL in text); newlines and tabs are text. */
const plainText = (value: string) =>
  ![...value].some((char) => {
    const code = char.charCodeAt(0)
    return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f
  })
const INVALID_CHARACTERS = '内容包含无效字符，请删除后重试'

export const acceptQuoteBody = z.object(
  {
    version: z
      .number({ error: '请指定要接受的报价版本' })
      .int('报价版本须为整数')
      .min(1, '报价版本须为正整数')
      .max(100_000, '报价版本无效')
      .meta({ description: '接受的报价版本号（项目详情中 quotes[].version）', examples: [1] }),
  },
  { error: '请指定要接受的报价版本' },
)

export const ndaBody = z.object(
  {
    version: z
      .number({ error: '请指定要接受的保密协议版本' })
      .int('保密协议版本须为整数')
      .min(1, '保密协议版本须为正整数')
      .max(100_000, '保密协议版本无效')
      .meta({ description: '接受的《保密协议》版本号（项目详情中 nda.version）', examples: [1] }),
  },
  { error: '请指定要接受的保密协议版本' },
)

export const MESSAGE_MAX_CHARS = 5000

export const messageBody = z.object(
  {
    body: z
      .string({ error: '请填写消息内容' })
      .trim()
      .min(1, '请填写消息内容')
      .refine((text) => Array.from(text).length <= MESSAGE_MAX_CHARS, `消息不能超过 ${MESSAGE_MAX_CHARS} 字`)
      .refine(plainText, INVALID_CHARACTERS)
      .meta({ description: '消息内容（纯文本，最多 5000 字）', examples: ['初稿已收到，第三章的图表能否调整配色？'] }),
    attachments: z
      .array(
        z
          .number({ error: ATTACHMENT_NOT_IN_ROOM })
          .int(ATTACHMENT_NOT_IN_ROOM)
          .min(1, ATTACHMENT_NOT_IN_ROOM)
          .max(Number.MAX_SAFE_INTEGER, ATTACHMENT_NOT_IN_ROOM),
        { error: '附件须为文件 ID 的列表' },
      )
      .max(MESSAGE_ATTACHMENTS_MAX, ATTACHMENTS_TOO_MANY)
      .optional()
      .meta({
        description: `附件：本项目文件室中的文件 ID（项目详情 files[].id，双方上传的均可），最多 ${MESSAGE_ATTACHMENTS_MAX} 个；须先上传到文件室`,
        examples: [[12, 15]],
      }),
  },
  { error: '请填写消息内容' },
)

/** 统一社会信用代码 (18) or an older 15–20 character 纳税人识别号: digits and capital letters. */
const TAX_ID = /^[0-9A-Z]{15,20}$/

export const invoiceRequestBody = z
  .object(
    {
      title: z
        .string({ error: '请填写发票抬头' })
        .trim()
        .min(2, '请填写发票抬头')
        .max(100, '发票抬头不能超过 100 字')
        .refine(plainText, INVALID_CHARACTERS)
        .meta({ description: '发票抬头（单位全称或个人姓名）', examples: ['某某大学附属医院'] }),
      tax_id: z
        .string({ error: '税号格式不正确' })
        .trim()
        .toUpperCase()
        .refine((value) => value === '' || TAX_ID.test(value), '税号格式不正确：应为 15–20 位数字或大写字母')
        .optional()
        .meta({
          description: '纳税人识别号（统一社会信用代码）；单位抬头必填，个人可不填',
          examples: ['12100000400000000X'],
        }),
      type: z
        .enum(['normal', 'special'], { error: '请选择发票类型：普票（normal）或专票（special）' })
        .meta({ description: 'normal：增值税普通发票；special：增值税专用发票' }),
      email: z
        .string({ error: MSG.emailRequired })
        .trim()
        .min(1, MSG.emailRequired)
        .max(254, MSG.invalidEmail)
        .toLowerCase()
        .refine(isValidEmail, MSG.invalidEmail)
        .meta({ description: '接收电子发票的邮箱', examples: ['finance@example.edu.cn'] }),
      address: z
        .string({ error: '专票信息格式不正确' })
        .trim()
        .max(500, '专票信息不能超过 500 字')
        .refine(plainText, INVALID_CHARACTERS)
        .optional()
        .meta({ description: '专票必填：注册地址、电话、开户行及账号' }),
      amount: z
        .number({ error: '开票金额须为数字' })
        .positive('开票金额须大于 0')
        .max(100_000_000, '开票金额过大')
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, '开票金额最多两位小数')
        .optional()
        .meta({ description: '开票金额（元）；不填则为尚未开票的全部金额' }),
    },
    { error: '请填写开票信息' },
  )
  .superRefine((body, context) => {
    if (body.type === 'special' && !body.tax_id) {
      context.addIssue({ code: 'custom', path: ['tax_id'], message: '开具专票须填写税号' })
    }
    if (body.type === 'special' && !body.address) {
      context.addIssue({ code: 'custom', path: ['address'], message: '开具专票须填写注册地址、电话、开户行及账号' })
    }
  })

export type InvoiceRequestInput = z.infer<typeof invoiceRequestBody>

const stageSchema = z.enum(['quoting', 'quoted', 'confirmed', 'in_progress', 'delivered', 'completed', 'cancelled'])

export const projectSummarySchema = z
  .strictObject({
    number: z.string().meta({ examples: ['KY-2026-0001'] }),
    title: z.string(),
    service: z.string().nullable(),
    stage: stageSchema,
    stage_label: z.string().meta({ examples: ['已报价'] }),
    next_step: z.string().meta({ description: '客户下一步要做的事', examples: ['请查看报价并在线确认'] }),
    due_date: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProjectSummary', title: '客户项目（列表）' })

const quoteItemSchema = z.strictObject({
  name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  discount: z.number(),
  amount: z.number(),
  note: z.string().nullable(),
})

export const projectDetailSchema = projectSummarySchema
  .extend({
    timeline: z.array(z.strictObject({ stage: stageSchema, label: z.string(), at: z.string() })),
    milestones: z.array(
      z.strictObject({ title: z.string(), due_date: z.string().nullable(), done_at: z.string().nullable() }),
    ),
    quotes: z
      .array(
        z.strictObject({
          version: z.number().int(),
          status: z.enum(['sent', 'accepted', 'superseded']),
          status_label: z.string(),
          items: z.array(quoteItemSchema),
          total: z.number(),
          total_in_words: z.string().meta({ examples: ['人民币壹万叁仟捌佰捌拾捌元整'] }),
          valid_until: z.string().nullable(),
          terms: z.string().nullable(),
          sent_at: z.string().nullable(),
          accepted_at: z.string().nullable(),
          can_accept: z.boolean().meta({ description: '此版本现在可以在线接受（最新发送、未过期、项目未确认）' }),
        }),
      )
      .meta({ description: '已发送的报价版本，新版本在前（草稿不显示）' }),
    accepted: z
      .strictObject({
        version: z.number().int(),
        total: z.number(),
        accepted_at: z.string(),
        confirmation_url: z.string().meta({ description: '服务确认单 PDF（须带登录令牌请求）' }),
      })
      .nullable(),
    messages: z.array(
      z.strictObject({
        id: z.number().int(),
        body: z.string(),
        from_staff: z.boolean(),
        author: z.string().meta({ description: '“我”或顾问的称呼' }),
        attachments: z.array(z.strictObject({ id: z.number().int(), name: z.string(), size: z.number().int() })).meta({
          description: '附件（文件室中的文件，id 即 files[].id；下载同文件室：POST …/files/{id}/link）',
        }),
        created_at: z.string(),
      }),
    ),
    invoices: z.array(
      z.strictObject({
        id: z.number().int(),
        title: z.string(),
        tax_id: z.string().nullable(),
        type: z.enum(['normal', 'special']),
        type_label: z.string(),
        amount: z.number(),
        email: z.string(),
        status: z.enum(['requested', 'issued', 'rejected']),
        status_label: z.string(),
        invoice_number: z.string().nullable(),
        note: z.string().nullable(),
        issued_at: z.string().nullable(),
        download_url: z.string().nullable().meta({ description: '已开具时的发票文件（须带登录令牌请求）' }),
        created_at: z.string(),
      }),
    ),
    invoiceable: z.number().meta({ description: '还可申请开票的金额（元）' }),
    nda: z
      .strictObject({
        version: z.number().int(),
        text: z.string(),
        accepted_version: z.number().int().nullable(),
        accepted_at: z.string().nullable(),
        required: z.boolean().meta({ description: '上传文件前须先接受当前版本（POST …/nda）' }),
      })
      .meta({ description: '文件室的《保密协议》' }),
    files: z
      .array(
        z.strictObject({
          id: z.number().int(),
          name: z.string(),
          size: z.number().int(),
          sha256: z.string().nullable(),
          version: z.number().int(),
          side: z.enum(['client', 'staff']),
          note: z.string().nullable(),
          uploaded_at: z.string(),
          status: z.enum(['ready', 'deleted']),
          deleted_at: z.string().nullable(),
          downloads: z.array(
            z.strictObject({
              at: z.string(),
              by: z.string().meta({ examples: ['客户', '顾问 王老师'] }),
              ip: z.string().nullable(),
              version: z.number().int().nullable(),
            }),
          ),
        }),
      )
      .meta({ description: '文件室的文件，新的在前；下载须先 POST …/files/{id}/link 取得 15 分钟有效的链接' }),
    files_kept_until: z.string().nullable().meta({ description: '项目完成后文件的保留截止时间' }),
  })
  .meta({ id: 'ProjectDetail', title: '客户项目（详情）' })

const summaryShape: SameShape<typeof projectSummarySchema, ProjectSummaryDTO> = true
const detailShape: SameShape<typeof projectDetailSchema, ProjectDetailDTO> = true
void summaryShape
void detailShape

export const fileLinkSchema = z
  .strictObject({
    url: z.string().meta({
      description: '下载地址，只能在申请链接的浏览器中使用（同时设置的 Cookie）',
      examples: ['/api/files/12.34.1764300000.abc'],
    }),
    expires_at: z.string().meta({ description: '失效时间（15 分钟后）' }),
  })
  .meta({ id: 'FileLink', title: '文件下载链接' })
