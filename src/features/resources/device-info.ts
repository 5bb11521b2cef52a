/** Device and connection facts for the resource centre's error screen (no third-party lookups). Pure. */

export function browserName(userAgent: string): string {
  const rules: [RegExp, string][] = [
    [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/MicroMessenger\/([\d.]+)/, '微信内置浏览器'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/CriOS\/([\d.]+)/, 'Chrome'],
    [/Chrome\/([\d.]+)/, 'Chrome'],
    [/Version\/([\d.]+).*Safari\//, 'Safari'],
  ]
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent)
    if (match) return `${name} ${match[1].split('.')[0]}`
  }
  return '未知浏览器'
}

export type DeviceInfo = {
  browser: string
  online: string
  connection: string
  screen: string
  cache: string
}

export function describeDevice(input: {
  userAgent: string
  online: boolean
  effectiveType?: string | null
  screenWidth: number
  screenHeight: number
  hasCache: boolean
}): DeviceInfo {
  return {
    browser: browserName(input.userAgent),
    online: input.online ? '在线' : '离线',
    connection: input.effectiveType ? input.effectiveType.toUpperCase() : '未知',
    screen: `${input.screenWidth} × ${input.screenHeight}`,
    cache: input.hasCache ? '有本地缓存' : '无本地缓存',
  }
}
