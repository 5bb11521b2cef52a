'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRef, useState } from 'react'
import * as tus from 'tus-js-client'
import { addSample, progressLine, uploadFailureReason, type Sample } from '@/lib/upload-progress'

const CHUNK_BYTES = 16 * 1024 * 1024

type State =
  | { status: 'idle'; problem: string | null; done: string | null }
  | { status: 'uploading'; name: string; sent: number; total: number; samples: Sample[] }

const reasonOf = (error: Error): string =>
  uploadFailureReason((error as tus.DetailedError).originalResponse?.getBody(), '上传失败，请检查网络后重试')

/**
 * 上传大文件 in a project's edit view: a file of up to 20 GB into the project's file room, as the
 * staff side, through the same resumable upload (tus) the client uses, signed in by the admin's
 * cookie. The file appears under 文件室 once the page is reloaded.
 */
export function FileRoomUpload() {
  const { id } = useDocumentInfo()
  const number = useFormFields(([fields]) => fields.number?.value as string | undefined)
  const [state, setState] = useState<State>({ status: 'idle', problem: null, done: null })
  const upload = useRef<tus.Upload | null>(null)
  if (!id || !number) return null

  const start = (file: File) => {
    const current = new tus.Upload(file, {
      endpoint: `/api/projects/${encodeURIComponent(number)}/uploads`,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name },
      onProgress: (sent, total) =>
        setState((previous) => ({
          status: 'uploading',
          name: file.name,
          sent,
          total,
          samples: addSample(previous.status === 'uploading' ? previous.samples : [], { at: Date.now(), bytes: sent }),
        })),
      onSuccess: () =>
        setState({ status: 'idle', problem: null, done: `${file.name} 已上传，刷新页面后显示在“文件室”中` }),
      onError: (error) => setState({ status: 'idle', problem: reasonOf(error), done: null }),
    })
    upload.current = current
    setState({ status: 'uploading', name: file.name, sent: 0, total: file.size, samples: [] })
    void current.findPreviousUploads().then((previous) => {
      if (previous[0]) current.resumeFromPreviousUpload(previous[0])
      current.start()
    })
  }

  return (
    <div style={{ margin: '8px 0 24px' }} data-file-room-upload>
      <p style={{ margin: '0 0 6px', fontWeight: 600 }}>上传文件到文件室</p>
      {state.status === 'uploading' ? (
        <div>
          <p style={{ margin: 0, wordBreak: 'break-all' }}>{state.name}</p>
          <progress
            max={state.total || 1}
            value={state.sent}
            style={{ width: '100%', marginTop: 6 }}
            aria-label={`上传进度：${state.name}`}
          />
          <p style={{ margin: '4px 0 0', fontSize: 12 }} aria-live="polite">
            {progressLine(state.sent, state.total, state.samples)}
          </p>
          <button
            type="button"
            onClick={() => {
              void upload.current?.abort()
              setState({ status: 'idle', problem: '上传已暂停，重新选择同一文件即可从中断处继续', done: null })
            }}
            style={{ marginTop: 8 }}
          >
            暂停
          </button>
        </div>
      ) : (
        <>
          {/* The browser's own file button speaks the browser's language; this label is the button. */}
          <label
            style={{
              display: 'inline-block',
              padding: '6px 14px',
              borderRadius: 4,
              background: 'var(--theme-elevation-800)',
              color: 'var(--theme-elevation-0)',
              cursor: 'pointer',
              fontSize: 14,
            }}
          >
            选择文件并上传
            <input
              type="file"
              aria-label="选择要上传到文件室的文件"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) start(file)
                event.target.value = ''
              }}
            />
          </label>
          <p style={{ margin: '6px 0 0', fontSize: 12, color: 'var(--theme-elevation-800)' }}>
            单个文件最大 20 GB，支持断点续传；客户在项目页下载，每次下载都有记录。
          </p>
          {state.done && (
            <p role="status" style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--theme-success-600, #15803d)' }}>
              {state.done}
            </p>
          )}
          {state.problem && (
            <p role="alert" style={{ margin: '6px 0 0', fontSize: 13, color: 'var(--theme-error-600, #b91c1c)' }}>
              {state.problem}
            </p>
          )}
        </>
      )}
    </div>
  )
}
