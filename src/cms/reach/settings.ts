import type { Payload } from 'payload'

/**
 * The 线索提醒与搜索引擎推送 settings of 站点设置, read with server rights (the fields are the
 * administrators' alone). Never returned from anything public: the global itself is readable by all.
 */
export type ReachSettings = {
  wecomWebhookUrl: string | null
  dingtalkWebhookUrl: string | null
  dingtalkSecret: string | null
  baiduSite: string | null
  baiduToken: string | null
  indexNowKey: string | null
}

const filled = (value: string | null | undefined): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? null : trimmed
}

export async function readReachSettings(payload: Payload): Promise<ReachSettings> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: {
      wecom_webhook_url: true,
      dingtalk_webhook_url: true,
      dingtalk_secret: true,
      baidu_push_site: true,
      baidu_push_token: true,
      indexnow_key: true,
    },
  })
  return {
    wecomWebhookUrl: filled(settings.wecom_webhook_url),
    dingtalkWebhookUrl: filled(settings.dingtalk_webhook_url),
    dingtalkSecret: filled(settings.dingtalk_secret),
    baiduSite: filled(settings.baidu_push_site),
    baiduToken: filled(settings.baidu_push_token),
    indexNowKey: filled(settings.indexnow_key),
  }
}
