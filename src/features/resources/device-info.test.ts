import { describe, expect, it } from 'vitest'
import { browserName, describeDevice } from './device-info'

describe('browserName', () => {
  it('recognises common browsers with their major version', () => {
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131')
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131')
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133')
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17')
    expect(
      browserName(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
      ),
    ).toBe('微信内置浏览器 8')
  })

  it('admits when it does not know', () => {
    expect(browserName('curl/8.0')).toBe('未知浏览器')
  })
})

describe('describeDevice', () => {
  it('describes online status, connection, screen and cache in Chinese', () => {
    expect(
      describeDevice({
        userAgent: 'Firefox/120.0',
        online: false,
        effectiveType: '4g',
        screenWidth: 390,
        screenHeight: 844,
        hasCache: true,
      }),
    ).toEqual({ browser: 'Firefox 120', online: '离线', connection: '4G', screen: '390 × 844', cache: '有本地缓存' })
    expect(
      describeDevice({ userAgent: '', online: true, screenWidth: 1280, screenHeight: 800, hasCache: false }),
    ).toMatchObject({
      online: '在线',
      connection: '未知',
      cache: '无本地缓存',
    })
  })
})
