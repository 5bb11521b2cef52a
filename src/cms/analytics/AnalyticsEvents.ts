import type { CollectionConfig } from 'payload'
import { nobody } from '@/cms/access'
import { DEVICE_CLASSES, TRAFFIC_SOURCES } from './sources'

/**
 * One page view (访问记录), as the site's own beacon reported it: the day (China time), the path,
 * the classified source, the campaign, the device class and a visitor hash that changes every day
 * (a secret salt of the day over address and browser; neither is stored). Kept at most 30 days,
 * rolled up into `analytics-daily` before then; written and read by the server only.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: '访问记录', plural: '访问记录' },
  admin: { useAsTitle: 'path', group: '访问统计', hidden: true },
  defaultSort: '-createdAt',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', label: '日期', type: 'text', required: true, index: true, maxLength: 10 },
    { name: 'path', label: '页面', type: 'text', required: true, maxLength: 300 },
    { name: 'source', label: '来源', type: 'select', required: true, options: [...TRAFFIC_SOURCES] },
    { name: 'campaign', label: '推广活动', type: 'text', maxLength: 100 },
    { name: 'device', label: '设备', type: 'select', required: true, options: [...DEVICE_CLASSES] },
    { name: 'visitor', label: '访客（每日更换的匿名值）', type: 'text', required: true, maxLength: 64 },
  ],
}
