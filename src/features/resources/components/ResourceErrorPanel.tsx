'use client'

import { useSyncExternalStore } from 'react'
import { describeDevice, type DeviceInfo } from '@/features/resources/device-info'
import { hasCache } from '@/features/resources/resource-loading'
import { Button } from '@/ui/Button'

type NetworkInformation = { effectiveType?: string }

function readDevice(): DeviceInfo {
  let cached = false
  try {
    cached = hasCache(window.localStorage)
  } catch {
    cached = false
  }
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return describeDevice({
    userAgent: navigator.userAgent,
    online: navigator.onLine,
    effectiveType: connection?.effectiveType ?? null,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    hasCache: cached,
  })
}

const labels: [keyof DeviceInfo, string][] = [
  ['browser', '浏览器'],
  ['online', '网络状态'],
  ['connection', '连接类型'],
  ['screen', '屏幕尺寸'],
  ['cache', '本地缓存'],
]

let deviceSnapshot: DeviceInfo | null = null
const currentDevice = () => (deviceSnapshot ??= readDevice())
const noDevice = () => null
function subscribeToDevice(onChange: () => void): () => void {
  const refresh = () => {
    deviceSnapshot = null
    onChange()
  }
  window.addEventListener('online', refresh)
  window.addEventListener('offline', refresh)
  return () => {
    window.removeEventListener('online', refresh)
    window.removeEventListener('offline', refresh)
  }
}

/** The resource centre's error screen: what failed, device facts, what to try, reload and retry. */
export function ResourceErrorPanel({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  // Browser facts exist only in the browser: none on the server, read once there and again when
  // the connection goes on- or offline.
  const device = useSyncExternalStore(subscribeToDevice, currentDevice, noDevice)

  return (
    <section
      className="rounded-2xl border border-red-200 bg-red-50/60 p-5 sm:p-8"
      role="alert"
      aria-labelledby="resources-error-title"
      data-testid="resources-error"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 8v5M12 16.5v.5" />
            <circle cx="12" cy="12" r="9" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="resources-error-title" className="text-xl font-bold text-slate-900">
            加载学术资源失败
          </h2>
          <p className="mt-1 text-slate-700">网络请求失败</p>
          <p className="mt-1 text-sm text-red-700">{reason}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-white p-4">
          <h3 className="text-sm font-semibold text-slate-900">设备与调试信息</h3>
          <dl className="mt-3 space-y-1.5 text-sm" data-testid="resources-debug">
            {labels.map(([key, label]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right font-medium text-slate-900">{device ? device[key] : '检测中...'}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-xl bg-white p-4">
          <h3 className="text-sm font-semibold text-slate-900">排查建议</h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            <li>检查设备是否已连接网络，网络信号是否稳定</li>
            <li>如使用VPN或代理，请尝试关闭后重新访问</li>
            <li>清除浏览器缓存后刷新页面</li>
            <li>更换浏览器或切换网络（如 Wi-Fi 与移动数据）后重试</li>
            <li>问题持续存在时，请通过联系页面告知我们</li>
          </ul>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>重新加载</Button>
        <Button onClick={onRetry} variant="secondary">
          重试请求
        </Button>
      </div>
    </section>
  )
}
