import { formatFileSize } from '@/lib/format'

/**
 * Speed and time left of an upload, from its recent progress: the bytes sent over the last
 * `WINDOW_MS`, so a stall or a burst shows within seconds and the figure does not jump per chunk.
 */

export const WINDOW_MS = 5000

export type Sample = { at: number; bytes: number }

export function addSample(samples: Sample[], sample: Sample): Sample[] {
  const kept = samples.filter((earlier) => sample.at - earlier.at <= WINDOW_MS && earlier.bytes <= sample.bytes)
  return [...kept, sample]
}

/** Bytes per second over the window, or null until there is a second of it. */
export function speedOf(samples: Sample[]): number | null {
  const first = samples[0]
  const last = samples.at(-1)
  if (!first || !last || last.at - first.at < 1000) return null
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at)
}

/** 约 40 秒 / 约 3 分钟 / 约 1 小时 20 分钟. */
export function formatTimeLeft(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '计算中'
  if (seconds < 60) return `约 ${Math.max(1, Math.round(seconds))} 秒`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `约 ${minutes} 分钟`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `约 ${hours} 小时` : `约 ${hours} 小时 ${rest} 分钟`
}

/** The line under the progress bar: 已上传 1.2 GB / 3.4 GB（35%） · 12.3 MB/s · 剩余约 3 分钟. */
export function progressLine(sent: number, total: number, samples: Sample[]): string {
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0
  const parts = [`已上传 ${formatFileSize(sent)} / ${formatFileSize(total)}（${percent}%）`]
  const speed = speedOf(samples)
  if (speed !== null) {
    parts.push(`${formatFileSize(Math.round(speed))}/s`)
    parts.push(speed > 0 ? `剩余${formatTimeLeft((total - sent) / speed)}` : '剩余时间计算中')
  }
  return parts.join(' · ')
}

/**
 * The server's Chinese reason from a failed tus request: our JSON `{ message }`, or tus's plain-text
 * body when it is Chinese (our refusals), else `fallback`.
 */
export function uploadFailureReason(body: string | undefined, fallback: string): string {
  const text = body ?? ''
  try {
    const parsed = JSON.parse(text) as { message?: string }
    if (parsed.message) return parsed.message
  } catch {
    // a plain-text tus answer
  }
  return /[\u4e00-\u9fff]/.test(text) ? text.trim() : fallback
}
