'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import * as tus from 'tus-js-client'
import { formatFileSize } from '@/lib/format'
import { authFetch, getAccessToken } from '@/features/shell/session-client'
import { toast } from '@/features/shell/toast'
import { buttonClass } from '@/ui/button-class'
import { Spinner } from '@/ui/Spinner'
import type { ProjectDetailDTO } from '@/features/projects/serialize'
import { projectAnswer } from './download'
import { addSample, progressLine, uploadFailureReason, type Sample } from '@/lib/upload-progress'

/** Each PATCH carries at most this much: a dropped connection costs at most one chunk. */
const CHUNK_BYTES = 16 * 1024 * 1024
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000]

type Unfinished = { key: string; name: string; size: number }

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; sent: number; total: number; samples: Sample[] }
  | { status: 'paused'; name: string; sent: number; total: number }
  | { status: 'offline'; name: string; sent: number; total: number }

const endpointOf = (number: string) => `/api/projects/${encodeURIComponent(number)}/uploads`

/** Uploads of this project left unfinished (a reload, a closed tab): the browser keeps their addresses. */
async function listUnfinished(endpoint: string): Promise<Unfinished[]> {
  if (!tus.canStoreURLs) return []
  const all = await tus.defaultOptions.urlStorage.findAllUploads()
  return all
    .filter((previous) => previous.uploadUrl?.startsWith(`${endpoint}/`))
    .map((previous) => ({
      key: previous.urlStorageKey,
      name: previous.metadata?.filename ?? '未命名文件',
      size: previous.size ?? 0,
    }))
}

/** What the server said, from a tus error (its body is our Chinese message, or JSON with one). */
function messageOf(error: Error): string {
  const response = (error as tus.DetailedError).originalResponse
  if (!response) return '网络异常，上传已暂停，请检查网络后点击“继续上传”'
  return uploadFailureReason(response.getBody(), '上传失败，请稍后重试')
}

/**
 * 上传文件: the 保密协议 first (once per version), then a resumable upload (tus) with progress,
 * speed and time left. A dropped connection is retried; offline, it waits for the network and goes
 * on; after a reload, choosing the same file again continues where it stopped.
 */
export function FileUpload({ project, onUploaded }: { project: ProjectDetailDTO; onUploaded: () => void }) {
  if (project.nda.required) return <NdaConsent project={project} onAccepted={onUploaded} />
  return <Uploader project={project} onUploaded={onUploaded} />
}

function NdaConsent({ project, onAccepted }: { project: ProjectDetailDTO; onAccepted: () => void }) {
  const checkId = useId()
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const accept = async () => {
    if (!agreed) {
      setError('请先勾选同意《保密协议》')
      return
    }
    setBusy(true)
    setError(null)
    const answer = await projectAnswer(
      authFetch(`/api/projects/${encodeURIComponent(project.number)}/nda`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: project.nda.version }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    toast.success('已接受保密协议，现在可以上传文件')
    onAccepted()
  }
  return (
    <div className="mt-4 space-y-3 rounded-lg bg-brand-50 p-3.5" data-nda>
      <p className="text-sm font-medium text-slate-900">
        上传文件前，请阅读并接受《保密协议》（第 {project.nda.version} 版）：
      </p>
      <div className="rounded-md bg-white p-3 text-sm leading-6 whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
        {project.nda.text}
      </div>
      <label htmlFor={checkId} className="flex items-start gap-2.5 text-sm text-slate-800">
        <input
          id={checkId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        我已阅读并同意《保密协议》
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={accept}
        disabled={busy}
        className={buttonClass({ className: 'min-h-11 w-full gap-2 sm:w-auto' })}
        data-accept-nda
      >
        {busy && <Spinner />}
        接受并开始上传
      </button>
    </div>
  )
}

function Uploader({ project, onUploaded }: { project: ProjectDetailDTO; onUploaded: () => void }) {
  const inputId = useId()
  const noteId = useId()
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [unfinished, setUnfinished] = useState<Unfinished[]>([])
  const upload = useRef<tus.Upload | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const endpoint = endpointOf(project.number)

  const findUnfinished = useCallback(() => {
    void listUnfinished(endpoint).then(setUnfinished)
  }, [endpoint])

  useEffect(() => {
    let live = true
    void listUnfinished(endpoint).then((list) => {
      if (live) setUnfinished(list)
    })
    return () => {
      live = false
    }
  }, [endpoint])

  // Offline: wait for the network, then go on from the server's offset.
  useEffect(() => {
    if (state.status !== 'offline') return
    const resume = () => {
      setState((current) => (current.status === 'offline' ? { ...current, status: 'uploading', samples: [] } : current))
      upload.current?.start()
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [state.status])

  const start = async (file: File) => {
    setError(null)
    const token = getAccessToken()
    if (!token) {
      setError('登录已过期，请重新登录后上传')
      return
    }
    const current = new tus.Upload(file, {
      endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, ...(note.trim() ? { note: note.trim() } : {}) },
      // The current token on every request: a long upload outlives the one it started with.
      onBeforeRequest: (request) => {
        request.setHeader('Authorization', `Bearer ${getAccessToken() ?? token}`)
      },
      onProgress: (sent, total) =>
        setState((previous) => ({
          status: 'uploading',
          name: file.name,
          sent,
          total,
          samples: addSample(previous.status === 'uploading' ? previous.samples : [], { at: Date.now(), bytes: sent }),
        })),
      onSuccess: () => {
        upload.current = null
        setState({ status: 'idle' })
        setNote('')
        if (input.current) input.current.value = ''
        toast.success(`${file.name} 已上传`)
        findUnfinished()
        onUploaded()
      },
      onError: (failure) => {
        if (!navigator.onLine) {
          setState((previous) => (previous.status === 'uploading' ? { ...previous, status: 'offline' } : previous))
          return
        }
        setState((previous) =>
          previous.status === 'uploading' ? { ...previous, status: 'paused' } : { status: 'idle' },
        )
        setError(messageOf(failure))
        findUnfinished()
      },
    })
    upload.current = current
    setState({ status: 'uploading', name: file.name, sent: 0, total: file.size, samples: [] })
    const previous = await current.findPreviousUploads()
    if (previous[0]) current.resumeFromPreviousUpload(previous[0])
    current.start()
  }

  const pause = () => {
    void upload.current?.abort()
    setState((previous) =>
      previous.status === 'uploading' || previous.status === 'offline' ? { ...previous, status: 'paused' } : previous,
    )
    findUnfinished()
  }

  const resume = () => {
    setError(null)
    setState((previous) =>
      previous.status === 'paused' ? { ...previous, status: 'uploading', samples: [] } : previous,
    )
    upload.current?.start()
  }

  const forget = async (key: string) => {
    await tus.defaultOptions.urlStorage.removeUpload(key)
    findUnfinished()
  }

  const busy = state.status !== 'idle'
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-dashed border-slate-300 p-3.5" data-uploader>
      {unfinished.length > 0 && state.status === 'idle' && (
        <div className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-unfinished>
          <p className="font-medium">有未完成的上传，重新选择同一个文件即可从中断处继续：</p>
          <ul className="mt-1 space-y-1">
            {unfinished.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all">
                  {item.name}（{formatFileSize(item.size)}）
                </span>
                <button
                  type="button"
                  onClick={() => void forget(item.key)}
                  className="min-h-11 text-xs font-medium text-amber-900 underline"
                >
                  放弃此上传
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'idle' ? (
        <>
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              备注（可选）
            </label>
            <input
              id={noteId}
              type="text"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              placeholder="例如：第二轮修改稿、样本说明"
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-[15px] focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={inputId} className={buttonClass({ className: 'min-h-11 cursor-pointer' })}>
              选择文件并上传
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) void start(file)
              }}
              data-file-input
            />
            <span className="text-xs text-slate-500">单个文件最大 20 GB，支持断点续传；不接受可执行程序。</span>
          </div>
        </>
      ) : (
        <div data-upload-state={state.status}>
          <p className="text-sm font-medium break-all text-slate-900">{state.name}</p>
          <div
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={`上传进度：${state.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${state.total > 0 ? (state.sent / state.total) * 100 : 0}%` }}
            />
          </div>
          <p className="mt-1.5 text-xs text-slate-600 tabular-nums" aria-live="polite" data-upload-progress>
            {progressLine(state.sent, state.total, state.status === 'uploading' ? state.samples : [])}
          </p>
          {state.status === 'offline' && (
            <p className="mt-1 text-sm text-amber-800" role="status">
              网络已断开，恢复后将自动从中断处继续上传。
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {state.status === 'paused' ? (
              <button type="button" onClick={resume} className={buttonClass({ size: 'sm', className: 'min-h-11' })}>
                继续上传
              </button>
            ) : (
              <button
                type="button"
                onClick={pause}
                className={buttonClass({ variant: 'secondary', size: 'sm', className: 'min-h-11' })}
              >
                暂停
              </button>
            )}
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {busy && state.status === 'uploading' && <span className="sr-only">正在上传</span>}
    </div>
  )
}
