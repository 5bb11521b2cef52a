'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * 下载 on a project file's edit view: the server checks the staff member may reach the project's
 * files, issues a signed 15-minute link for this browser and records the download.
 */
export function ProjectFileDownload() {
  const { id } = useDocumentInfo()
  const project = useFormFields(([fields]) => fields.project?.value as number | { id: number } | undefined)
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const projectId = typeof project === 'object' && project ? project.id : project
  if (!id || !projectId || status === 'deleted') return null

  const download = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const found = await fetch(`/cms-api/projects/${projectId}?depth=0&select[number]=true`, {
        credentials: 'same-origin',
      })
      const number = ((await found.json().catch(() => null)) as { number?: string } | null)?.number
      if (!found.ok || !number) throw new Error('no project')
      const response = await fetch(`/api/projects/${encodeURIComponent(number)}/files/${id}/link`, {
        method: 'POST',
        credentials: 'same-origin',
      })
      const body = (await response.json().catch(() => null)) as { data?: { url: string }; message?: string } | null
      if (response.ok && body?.data) {
        window.location.assign(body.data.url)
        setBusy(false)
        return
      }
      setProblem(body?.message ?? '下载失败，请稍后重试')
    } catch {
      setProblem('下载失败，请检查网络后重试')
    }
    setBusy(false)
  }

  return (
    <div style={{ marginBottom: 24 }} data-project-file-download>
      <button type="button" onClick={download} disabled={busy} style={{ width: '100%', padding: '8px 14px' }}>
        {busy ? '正在生成下载链接…' : '下载文件'}
      </button>
      <p style={{ margin: '6px 0 0', fontSize: 12, color: 'var(--theme-elevation-800)' }}>
        下载链接 15 分钟内有效，下载会记入“下载记录”。
      </p>
      {problem && (
        <p role="alert" style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--theme-error-600, #b91c1c)' }}>
          {problem}
        </p>
      )}
    </div>
  )
}
