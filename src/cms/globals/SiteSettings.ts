import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { validateSafeLink } from '@/cms/fields/safe-link'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '站点设置',
  admin: { group: '公司信息' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
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
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', label: '标题', type: 'text', required: true },
        { name: 'description', label: '说明', type: 'textarea' },
        { name: 'icon', label: '图标（emoji）', type: 'text' },
      ],
    },
    {
      name: 'social_channels',
      label: '社交渠道',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true },
        { name: 'url', label: '链接', type: 'text', validate: validateSafeLink },
        { name: 'icon', label: '图标文字', type: 'text' },
        { name: 'qr_code', label: '二维码（有则点击弹出）', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'careers_email', label: '招聘邮箱', type: 'email', defaultValue: 'hr@keyan.example.com' },
    { name: 'about_url', label: '主站“关于我们”链接', type: 'text', validate: validateSafeLink },
    { name: 'icp_number', label: 'ICP 备案号', type: 'text', admin: { description: '填写后显示在页脚。' } },
  ],
}
