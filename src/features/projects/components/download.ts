'use client'

import { authFetch } from '@/features/shell/session-client'

/**
 * Downloads a confidential file the API answers only with the member's token: fetched with it,
 * handed to the browser as a file, never at an address of its own. The error, if any, in Chinese.
 */
export async function downloadWithToken(path: string, filename: string): Promise<string | null> {
  try {
    const response = await authFetch(path)
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      return body?.message ?? '下载失败，请稍后重试'
    }
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = filename
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return null
  } catch {
    return '网络异常，下载失败，请稍后重试'
  }
}

/** A JSON answer of the project API: `{ success, data, message }`. */
export async function projectAnswer<T>(
  response: Promise<Response>,
): Promise<{ ok: true; data: T; message: string | null } | { ok: false; status: number; message: string }> {
  try {
    const answer = await response
    const body = (await answer.json().catch(() => null)) as { data?: T; message?: string } | null
    if (answer.ok && body && body.data !== undefined)
      return { ok: true, data: body.data, message: body.message ?? null }
    return { ok: false, status: answer.status, message: body?.message ?? '操作失败，请稍后重试' }
  } catch {
    return { ok: false, status: 0, message: '网络异常，请检查网络后重试' }
  }
}
