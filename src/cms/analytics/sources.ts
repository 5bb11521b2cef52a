/**
 * Where a visit came from (来源), classified from the referrer's host or, failing that, the
 * campaign's utm_source; the same keys label page views, daily rows and enquiries, so the funnel
 * from a visit to an accepted quote is counted per source.
 */
export const TRAFFIC_SOURCES = [
  { value: 'baidu', label: '百度' },
  { value: 'sogou', label: '搜狗' },
  { value: 'so360', label: '360' },
  { value: 'bing', label: '必应' },
  { value: 'google', label: 'Google' },
  { value: 'wechat', label: '微信' },
  { value: 'zhihu', label: '知乎' },
  { value: 'xiaohongshu', label: '小红书' },
  { value: 'direct', label: '直接访问' },
  { value: 'other', label: '其他' },
] as const

export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]['value']

export const DEVICE_CLASSES = [
  { value: 'mobile', label: '手机' },
  { value: 'tablet', label: '平板' },
  { value: 'desktop', label: '电脑' },
] as const

export type DeviceClass = (typeof DEVICE_CLASSES)[number]['value']

export const trafficSourceLabel = (value: string): string =>
  TRAFFIC_SOURCES.find((source) => source.value === value)?.label ?? value
