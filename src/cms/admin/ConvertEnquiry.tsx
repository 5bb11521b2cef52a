'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * 转为项目 in the enquiry's sidebar: asks the site to make the enquiry's client project (or find
 * the one already made) and opens it. A guest enquiry without a member account gets the reason.
 */
export function ConvertEnquiry() {
  const { id } = useDocumentInfo()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (!id) return null

  const convert = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/enquiries/${id}/project`, { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => null)) as { data?: { id: number }; message?: string } | null
      if (response.ok && body?.data) {
        window.location.assign(`/admin/collections/projects/${body.data.id}`)
        return
      }
      setProblem(body?.message ?? '转为项目失败，请稍后重试')
    } catch {
      setProblem('网络异常，请稍后重试')
    }
    setBusy(false)
  }

  return (
    <div style={{ marginBottom: 24 }} data-convert-enquiry>
      <button
        type="button"
        onClick={convert}
        disabled={busy}
        style={{
          width: '100%',
          padding: '8px 14px',
          borderRadius: 4,
          border: 'none',
          background: 'var(--theme-success-500, #1f66c4)',
          color: '#fff',
          fontSize: 14,
          cursor: busy ? 'wait' : 'pointer',
        }}
      >
        {busy ? '正在转为项目…' : '转为项目'}
      </button>
      <p style={{ margin: '6px 0 0', fontSize: 12, color: 'var(--theme-elevation-800)' }}>
        成交后为客户建立项目：报价、进度、消息与发票。
      </p>
      {problem && (
        <p role="alert" style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--theme-error-600, #b91c1c)' }}>
          {problem}
        </p>
      )}
    </div>
  )
}
