import 'server-only'
import { logError } from '@/cms/log'

/** A section's data, or the reason it could not be read (the page renders the section's error state). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string }

export async function load<T>(read: Promise<T>, label: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await logError(`[home] ${label} unavailable`, error)
    return { ok: false, message: readableMessage(message) }
  }
}

/** Internal error text (SQL, stack-ish lines) is not for visitors: they get a plain Chinese reason. */
export function readableMessage(message: string): string {
  const hasChinese = /[\u4e00-\u9fff]/.test(message)
  return hasChinese && message.length <= 120 ? message : '服务器暂时无法读取数据，请稍后重试'
}
