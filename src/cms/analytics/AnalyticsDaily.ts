import type { CollectionConfig } from 'payload'
import { nobody } from '@/cms/access'
import { DEVICE_CLASSES, TRAFFIC_SOURCES } from './sources'

/**
 * Page views of one finished day (China time) per path, source, campaign and device class, with
 * the day's distinct visitors; path `*` is the whole site (visitors are not summed over paths). A
 * year of traffic stays a few thousand rows. Written by the roll-up task only; staff read the
 * figures on the 访问统计 dashboard and through GET /api/analytics/summary.
 */
export const AnalyticsDaily: CollectionConfig = {
  slug: 'analytics-daily',
  labels: { singular: '每日访问汇总', plural: '每日访问汇总' },
  admin: { useAsTitle: 'day', group: '访问统计', hidden: true },
  defaultSort: '-day',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', label: '日期', type: 'text', required: true, index: true, maxLength: 10 },
    { name: 'path', label: '页面', type: 'text', required: true, maxLength: 300 },
    { name: 'source', label: '来源', type: 'select', required: true, options: [...TRAFFIC_SOURCES] },
    { name: 'campaign', label: '推广活动', type: 'text', maxLength: 100 },
    { name: 'device', label: '设备', type: 'select', required: true, options: [...DEVICE_CLASSES] },
    { name: 'views', label: '浏览量', type: 'number', required: true, min: 0 },
    { name: 'visitors', label: '访客数', type: 'number', required: true, min: 0 },
  ],
}
