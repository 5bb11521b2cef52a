import { describe, expect, it } from 'vitest'
import { classifySource, deviceClass, isRobot } from './classify'

const site = 'www.keyan.example.com'

describe('classifySource', () => {
  it('names the search engine, social site or app a visit came from by the referrer host', () => {
    expect(classifySource({ referrer: 'https://www.baidu.com/link?url=x', siteHost: site })).toBe('baidu')
    expect(classifySource({ referrer: 'https://m.baidu.com/', siteHost: site })).toBe('baidu')
    expect(classifySource({ referrer: 'https://www.google.co.jp/', siteHost: site })).toBe('google')
    expect(classifySource({ referrer: 'https://www.360.cn/', siteHost: site })).toBe('so360')
    expect(classifySource({ referrer: 'https://notbaidu.com/', siteHost: site })).toBe('other')
    expect(classifySource({ referrer: 'https://baidu.com.evil.example/', siteHost: site })).toBe('other')
  })

  it('treats the site itself, an empty or unusable referrer as no referrer: utm_source, then WeChat, then direct', () => {
    expect(classifySource({ referrer: `https://${site}/news`, utmSource: 'zhihu', siteHost: site })).toBe('zhihu')
    expect(classifySource({ referrer: 'javascript:alert(1)', siteHost: site })).toBe('direct')
    expect(classifySource({ referrer: '', utmSource: 'newsletter', siteHost: site })).toBe('other')
    expect(classifySource({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0', siteHost: site })).toBe('wechat')
    expect(classifySource({ siteHost: site })).toBe('direct')
  })
})

describe('deviceClass and isRobot', () => {
  it('tells phones, tablets and computers apart', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131 Mobile Safari/537.36')).toBe('mobile')
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet')
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/131 Safari/537.36')).toBe('tablet')
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131 Safari/537.36')).toBe('desktop')
  })

  it('knows crawlers, tools and empty agents as robots, and browsers as people', () => {
    for (const agent of [
      'Baiduspider',
      'Sogou web spider/4.0',
      'YisouSpider',
      'Bytespider',
      'HeadlessChrome/131',
      'python-requests/2',
      '',
      null,
    ])
      expect(isRobot(agent), String(agent)).toBe(true)
    expect(isRobot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131 Safari/537.36')).toBe(false)
    expect(isRobot('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50')).toBe(false)
  })
})
