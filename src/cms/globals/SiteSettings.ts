import type { GlobalConfig } from 'payload'
import { adminFieldOnly, adminWrittenField, anyone, staffOnly } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { validateSafeLink } from '@/cms/fields/safe-link'

/** A verification code is one token of letters, digits, `-`, `_`, `.` or `=` (never markup). */
function validateVerificationCode(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^[A-Za-z0-9_.=-]{1,200}$/.test(value.trim())
    ? true
    : '验证码只能包含字母、数字和 - _ . =，请只填写 content 的值。'
}

/** Webhook addresses are https URLs (http only for a local test receiver outside production). */
function validateWebhookUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return '请填写完整的 Webhook 地址。'
  try {
    const url = new URL(value.trim())
    if (url.protocol === 'https:' || (url.protocol === 'http:' && process.env.NODE_ENV !== 'production')) return true
  } catch {
    // falls through to the message
  }
  return '请填写以 https:// 开头的完整 Webhook 地址。'
}

function validateIndexNowKey(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,128}$/.test(value.trim())
    ? true
    : 'IndexNow 密钥须为 8–128 位字母、数字或 -。'
}

const adminOnlySetting = { read: adminFieldOnly, create: adminFieldOnly, update: adminFieldOnly }

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '站点设置',
  admin: { group: '公司信息' },
  access: { read: anyone, update: staffOnly },
  hooks: {
    // A changed 保密协议 (the first text written over the built-in one too) is a new version: clients
    // accept it again before their next upload.
    beforeChange: [
      ({ data, originalDoc }) => {
        const before = (originalDoc?.nda_text ?? '').trim()
        if (data.nda_text !== undefined && (data.nda_text ?? '').trim() !== before)
          data.nda_version = (originalDoc?.nda_version ?? 1) + 1
        return data
      },
    ],
    afterChange: [revalidateGlobal('site-settings')],
  },
  fields: [
    { name: 'brand_name', label: '品牌名称', type: 'text', required: true, defaultValue: '科研学术服务平台' },
    { name: 'footer_intro', label: '页脚简介', type: 'textarea' },
    {
      name: 'figures',
      label: '展示数据',
      type: 'group',
      fields: [
        { name: 'cases', label: '成功案例', type: 'text', defaultValue: '1500+' },
        { name: 'team', label: '专业团队', type: 'text', defaultValue: '100+' },
        { name: 'satisfaction', label: '客户满意度', type: 'text', defaultValue: '98%' },
        { name: 'founded', label: '成立年份', type: 'text', defaultValue: '2018' },
      ],
    },
    {
      name: 'selling_points',
      label: '选择我们的理由',
      labels: { singular: '理由', plural: '理由' },
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', label: '标题', type: 'text', required: true },
        { name: 'description', label: '说明', type: 'textarea' },
        { name: 'icon', label: '图标（表情符号）', type: 'text' },
      ],
    },
    {
      name: 'social_channels',
      label: '社交渠道',
      labels: { singular: '社交渠道', plural: '社交渠道' },
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true },
        { name: 'url', label: '链接', type: 'text', validate: validateSafeLink },
        { name: 'icon', label: '图标文字', type: 'text' },
        { name: 'qr_code', label: '二维码（有则点击弹出）', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'careers_email',
      label: '招聘邮箱',
      type: 'email',
      defaultValue: 'hr@keyan.example.com',
      // Applicants send their CVs here: whoever sets it receives personal data.
      access: adminWrittenField,
      admin: { description: '应聘者向这个地址投递简历。仅管理员可以修改。' },
    },
    {
      name: 'enquiry_notify_email',
      label: '咨询通知邮箱',
      type: 'email',
      defaultValue: 'sales@keyan.example.com',
      // Every enquiry's name, phone, e-mail and message is mailed here.
      access: adminWrittenField,
      admin: {
        description: '网站收到新咨询时，通知邮件发到这个地址（销售团队的邮箱）。留空则不发送。仅管理员可以修改。',
      },
    },
    {
      name: 'company_name',
      label: '公司全称',
      type: 'text',
      maxLength: 100,
      // Printed on every 服务确认单 a client accepts: a contract's party, not a display text.
      access: adminWrittenField,
      admin: { description: '印在客户确认报价后生成的《服务确认单》上；留空则用品牌名称。仅管理员可以修改。' },
    },
    {
      name: 'nda_text',
      label: '保密协议（文件室）',
      type: 'textarea',
      maxLength: 20000,
      // A contract the client accepts before their first upload: like 公司全称, only admins change it.
      access: adminWrittenField,
      admin: {
        description:
          '客户首次在项目文件室上传文件前需在线接受的《保密协议》全文。修改后版本号自动加 1，客户再次上传前需接受新版本。仅管理员可以修改。',
      },
    },
    {
      name: 'nda_version',
      label: '保密协议版本',
      type: 'number',
      defaultValue: 1,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    { name: 'about_url', label: '主站“关于我们”链接', type: 'text', validate: validateSafeLink },
    {
      name: 'icp_number',
      label: 'ICP 备案号',
      type: 'text',
      admin: {
        description: '例如 京ICP备12345678号-1。填写后显示在页脚，并链接到工信部备案查询网站 beian.miit.gov.cn。',
      },
    },
    {
      name: 'police_filing_number',
      label: '公安备案号',
      type: 'text',
      admin: { description: '例如 京公网安备 11010802012345号。填写后显示在页脚。' },
    },
    {
      name: 'police_filing_url',
      label: '公安备案查询链接',
      type: 'text',
      validate: validateSafeLink,
      admin: {
        description: '留空时按备案号中的数字链接到全国互联网安全管理服务平台（beian.mps.gov.cn）的查询页。',
      },
    },
    {
      name: 'search_verification',
      label: '搜索引擎站点验证',
      type: 'group',
      // A verification code makes its holder an owner of the site in that search engine's console.
      access: adminWrittenField,
      admin: {
        description:
          '各搜索引擎站长平台给出的验证码（只填 content 的值，不含 <meta> 标签），输出在每个页面的 <head> 中。仅管理员可以修改。',
      },
      fields: [
        { name: 'baidu', label: '百度（baidu-site-verification）', type: 'text', validate: validateVerificationCode },
        { name: 'so360', label: '360 搜索（360-site-verification）', type: 'text', validate: validateVerificationCode },
        { name: 'sogou', label: '搜狗（sogou_site_verification）', type: 'text', validate: validateVerificationCode },
        { name: 'shenma', label: '神马（shenma-site-verification）', type: 'text', validate: validateVerificationCode },
        { name: 'bing', label: '必应（msvalidate.01）', type: 'text', validate: validateVerificationCode },
        {
          name: 'google',
          label: 'Google（google-site-verification）',
          type: 'text',
          validate: validateVerificationCode,
        },
      ],
    },
    {
      // Addresses and secrets that route leads and speak for the site to search engines: only
      // administrators read or change them (the global itself is public).
      type: 'collapsible',
      label: '线索提醒与搜索引擎推送',
      admin: {
        initCollapsed: true,
        description:
          '新咨询（以及客户确认报价）时向企业微信、钉钉群机器人发送提醒（不含电话、邮箱和留言内容）；页面发布或地址变更时提交给百度和 IndexNow。仅管理员可以查看和修改。',
      },
      fields: [
        {
          name: 'wecom_webhook_url',
          label: '企业微信群机器人 Webhook 地址',
          type: 'text',
          maxLength: 500,
          access: adminOnlySetting,
          validate: validateWebhookUrl,
          admin: { description: '形如 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…，留空则不发送。' },
        },
        {
          name: 'dingtalk_webhook_url',
          label: '钉钉群机器人 Webhook 地址',
          type: 'text',
          maxLength: 500,
          access: adminOnlySetting,
          validate: validateWebhookUrl,
          admin: { description: '形如 https://oapi.dingtalk.com/robot/send?access_token=…，留空则不发送。' },
        },
        {
          name: 'dingtalk_secret',
          label: '钉钉机器人加签密钥',
          type: 'text',
          maxLength: 200,
          access: adminOnlySetting,
          admin: { description: '机器人安全设置中“加签”的密钥（SEC 开头）；未启用加签则留空。' },
        },
        {
          name: 'baidu_push_site',
          label: '百度普通收录：站点',
          type: 'text',
          maxLength: 200,
          access: adminOnlySetting,
          admin: { description: '百度搜索资源平台中验证过的站点，例如 https://www.example.com。' },
        },
        {
          name: 'baidu_push_token',
          label: '百度普通收录：准入密钥（token）',
          type: 'text',
          maxLength: 200,
          access: adminOnlySetting,
        },
        {
          name: 'indexnow_key',
          label: 'IndexNow 密钥',
          type: 'text',
          maxLength: 128,
          access: adminOnlySetting,
          validate: validateIndexNowKey,
          admin: { description: '8–128 位字母、数字或 -；网站会在 /indexnow-<密钥>.txt 提供验证文件。留空则不提交。' },
        },
      ],
    },
  ],
}
