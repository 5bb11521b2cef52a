import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { dingtalkMessage, dingtalkSignature, signedDingtalkUrl, wecomMessage, type LeadAlert } from './robots'
import { chatSafe, chinaDateTime, enquiryAlert, quoteAcceptedAlert } from './lead-alerts'
import { configuredEngines, redactedAnswer } from './search-push'

const alert: LeadAlert = {
  title: '新咨询',
  facts: [
    ['服务', 'Meta分析'],
    ['来源', '百度（春季推广）'],
  ],
  link: 'https://www.example.com/admin/collections/enquiries/7',
}

describe('robot messages', () => {
  it('企业微信: markdown content with the facts and the admin link', () => {
    expect(wecomMessage(alert)).toEqual({
      msgtype: 'markdown',
      markdown: {
        content:
          '**新咨询**\n> 服务：Meta分析\n> 来源：百度（春季推广）\n[在后台查看](https://www.example.com/admin/collections/enquiries/7)',
      },
    })
  })

  it('钉钉: markdown with a title and a text', () => {
    const message = dingtalkMessage(alert)
    expect(message.msgtype).toBe('markdown')
    expect(message.markdown.title).toBe('新咨询')
    expect(message.markdown.text).toBe(
      '#### 新咨询\n\n- 服务：Meta分析\n- 来源：百度（春季推广）\n\n[在后台查看](https://www.example.com/admin/collections/enquiries/7)',
    )
  })

  it('钉钉 signature: HMAC-SHA256 of timestamp\\nsecret keyed by the secret, base64, URL-encoded on the address', () => {
    const secret = 'SEC0123456789abcdef'
    const timestamp = 1_764_300_000_000
    const expected = crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64')
    expect(dingtalkSignature(secret, timestamp)).toBe(expected)
    const url = signedDingtalkUrl('https://oapi.dingtalk.com/robot/send?access_token=abc', secret, timestamp)
    expect(url).toBe(
      `https://oapi.dingtalk.com/robot/send?access_token=abc&timestamp=${timestamp}&sign=${encodeURIComponent(expected)}`,
    )
    expect(new URL(url).searchParams.get('sign')).toBe(expected)
    expect(signedDingtalkUrl('https://robot.example.com/send', secret, timestamp)).toMatch(/\/send\?timestamp=/)
  })
})

describe('alert texts', () => {
  it('keep a visitor’s words to one safe line without contact details', () => {
    expect(chatSafe('Meta分析')).toBe('Meta分析')
    expect(chatSafe('[点我](https://evil.example.com) **急**')).toBe('点我… 急')
    expect(chatSafe('请打 138 0013 8000 或 a.b@example.com')).toBe('请打 … 或 …')
    expect(chatSafe('第一行\n> 第二行 <@all>')).toBe('第一行 第二行 …')
    expect(chatSafe('长'.repeat(60))).toBe(`${'长'.repeat(40)}…`)
    expect(chatSafe(null)).toBe('')
  })

  it('date the alert in China time, as the site writes dates', () => {
    expect(chinaDateTime('2026-11-28T06:05:00.000Z')).toBe('2026年11月28日 14:05')
    expect(chinaDateTime('2026-11-28T16:30:00.000Z')).toBe('2026年11月29日 00:30')
  })

  it('say the service, source, campaign and time of an enquiry, never who sent it', () => {
    const built = enquiryAlert({
      id: 42,
      service: 'SCI 润色',
      traffic_source: 'zhihu',
      utm: { campaign: 'autumn' },
      createdAt: '2026-11-28T06:05:00.000Z',
    })
    expect(built).toEqual({
      title: '新咨询',
      facts: [
        ['服务', 'SCI 润色'],
        ['来源', '知乎（autumn）'],
        ['时间', '2026年11月28日 14:05'],
      ],
      link: `${env.siteUrl}/admin/collections/enquiries/42`,
    })
    const bare = enquiryAlert({
      id: 1,
      service: null,
      traffic_source: null,
      createdAt: new Date().toISOString(),
    })
    expect(bare.facts.slice(0, 2)).toEqual([
      ['服务', '未选择'],
      ['来源', '未知'],
    ])
  })

  it('name the project of an accepted quote and the source of its enquiry', () => {
    const built = quoteAcceptedAlert(
      { id: 5, number: 'KY-2026-0005', service: '数据分析' },
      { traffic_source: 'baidu', utm: {} },
      new Date('2026-11-28T06:05:00.000Z'),
    )
    expect(built.title).toBe('客户确认报价')
    expect(built.facts).toEqual([
      ['项目', 'KY-2026-0005'],
      ['服务', '数据分析'],
      ['来源', '百度'],
      ['时间', '2026年11月28日 14:05'],
    ])
    expect(built.link).toBe(`${env.siteUrl}/admin/collections/projects/5`)
  })
})

describe('search push', () => {
  it('cuts the token (plain or URL-encoded) out of what an engine answered, and keeps it short', () => {
    const token = 'tok/en+1'
    const answer = redactedAnswer(`HTTP 400 {"message":"bad token tok/en+1 in ?token=${encodeURIComponent(token)}"}`, [
      token,
    ])
    expect(answer).toBe('HTTP 400 {"message":"bad token *** in ?token=***"}')
    expect(redactedAnswer('x'.repeat(900), [])).toHaveLength(501)
  })

  it('uses an engine only when its settings are complete', () => {
    const none = {
      wecomWebhookUrl: null,
      dingtalkWebhookUrl: null,
      dingtalkSecret: null,
      baiduSite: null,
      baiduToken: null,
      indexNowKey: null,
    }
    expect(configuredEngines(none)).toEqual([])
    expect(configuredEngines({ ...none, baiduSite: 'https://www.example.com' })).toEqual([])
    expect(configuredEngines({ ...none, baiduSite: 'https://www.example.com', baiduToken: 't' })).toEqual(['baidu'])
    expect(configuredEngines({ ...none, indexNowKey: 'abcdefgh' })).toEqual(['indexnow'])
  })
})
