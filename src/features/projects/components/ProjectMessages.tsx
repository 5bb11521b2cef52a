'use client'

import { useId, useState, type FormEvent } from 'react'
import { MESSAGE_ATTACHMENTS_MAX } from '@/cms/projects/attachment-rules'
import { formatFileSize } from '@/lib/format'
import { authFetch } from '@/features/shell/session-client'
import { buttonClass } from '@/ui/button-class'
import { fieldClass } from '@/ui/field-class'
import { Spinner } from '@/ui/Spinner'
import type { MessageDTO, ProjectDetailDTO } from '@/features/projects/serialize'
import { projectAnswer } from './download'
import { RoomFileDownload } from './RoomFileDownload'

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

type Props = { project: ProjectDetailDTO; className: string; onSent: () => void }

/**
 * 项目消息: the one thread with the company, oldest first, and a box to write in. A message may
 * point to files of the project's file room (添加附件: uploaded there first, by either side); each
 * attachment downloads through the room's signed link, like the file list above.
 */
export function ProjectMessages({ project, className, onSent }: Props) {
  const [body, setBody] = useState('')
  const [picked, setPicked] = useState<number[]>([])
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pickerId = useId()

  // Files that may be attached: the room's, still there (a file deleted since it was picked drops out).
  const attachable = project.files.filter((file) => file.status === 'ready')
  const chosen = attachable.filter((file) => picked.includes(file.id))
  const full = chosen.length >= MESSAGE_ATTACHMENTS_MAX

  const toggle = (id: number, on: boolean) =>
    setPicked((current) =>
      on ? [...current.filter((entry) => entry !== id), id] : current.filter((entry) => entry !== id),
    )

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) {
      setError('请填写消息内容')
      return
    }
    setBusy(true)
    setError(null)
    const answer = await projectAnswer(
      authFetch(`/api/projects/${encodeURIComponent(project.number)}/messages`, {
        method: 'POST',
        body: JSON.stringify(chosen.length > 0 ? { body, attachments: chosen.map((file) => file.id) } : { body }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    setBody('')
    setPicked([])
    setPicking(false)
    onSent()
  }

  const deleted = new Set(project.files.filter((file) => file.status === 'deleted').map((file) => file.id))

  return (
    <section aria-labelledby="project-messages-heading" className={className} data-project-messages>
      <h2 id="project-messages-heading" className="text-lg font-semibold text-slate-900">
        项目消息
      </h2>
      {project.messages.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">还没有消息。有任何问题都可以在这里留言，顾问回复后会邮件提醒您。</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {project.messages.map((message) => (
            <li
              key={message.id}
              className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[15px] leading-6 ${
                message.from_staff ? 'bg-slate-100 text-slate-900' : 'ml-auto bg-brand-600 text-white'
              }`}
              data-message={message.id}
            >
              <p className={`text-xs ${message.from_staff ? 'text-slate-600' : 'text-brand-100'}`}>
                {message.author} · {timeFormat.format(new Date(message.created_at))}
              </p>
              <p className="mt-0.5 whitespace-pre-line break-words">{message.body}</p>
              <Attachments message={message} number={project.number} deleted={deleted} />
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} noValidate className="mt-5 space-y-3" aria-label="发送消息">
        <label htmlFor="project-message" className="block text-sm font-medium text-slate-700">
          给顾问留言
        </label>
        <textarea
          id="project-message"
          name="body"
          rows={3}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className={fieldClass}
          aria-describedby={error ? 'project-message-error' : undefined}
        />
        <div data-attachment-picker>
          <button
            type="button"
            onClick={() => setPicking((open) => !open)}
            aria-expanded={picking}
            aria-controls={picking ? pickerId : undefined}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'min-h-11 w-full sm:w-auto' })}
          >
            添加附件{chosen.length > 0 ? `（已选 ${chosen.length} 个）` : ''}
          </button>
          {!picking && chosen.length > 0 && (
            <p className="mt-2 text-sm break-all text-slate-700" data-picked-attachments>
              附件：{chosen.map((file) => file.name).join('、')}
            </p>
          )}
          {picking && (
            <fieldset id={pickerId} className="mt-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-700">
                从文件室选择附件（最多 {MESSAGE_ATTACHMENTS_MAX} 个）
              </legend>
              {attachable.length === 0 ? (
                <p className="text-sm text-slate-600">
                  文件室中还没有可附加的文件。请先在上方“文件室”上传，再回到这里添加。
                </p>
              ) : (
                <ul className="max-h-72 space-y-1 overflow-y-auto">
                  {attachable.map((file) => {
                    const checked = picked.includes(file.id)
                    return (
                      <li key={file.id}>
                        <label className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-2.5 rounded-md px-1 py-1.5 hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="mt-1 size-4 shrink-0 accent-brand-600"
                            checked={checked}
                            disabled={!checked && full}
                            onChange={(event) => toggle(file.id, event.target.checked)}
                            data-attach-file={file.id}
                          />
                          <span className="min-w-0 text-sm font-medium break-all text-slate-900">{file.name}</span>
                          <span className="col-start-2 text-xs text-slate-500">
                            第 {file.version} 版 · {file.side === 'client' ? '我上传' : '顾问上传'} ·{' '}
                            {formatFileSize(file.size)}
                          </span>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              )}
              {full && (
                <p className="mt-2 text-xs text-slate-600" aria-live="polite">
                  已选 {MESSAGE_ATTACHMENTS_MAX} 个，每条消息最多附 {MESSAGE_ATTACHMENTS_MAX} 个文件。
                </p>
              )}
            </fieldset>
          )}
        </div>
        {error && (
          <p id="project-message-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="sm:flex sm:justify-end">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-[15px] font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
          >
            {busy && <Spinner />}
            发送消息
          </button>
        </div>
      </form>
    </section>
  )
}

/** A message's files: name, size and 下载 (or that retention removed it). */
function Attachments({ message, number, deleted }: { message: MessageDTO; number: string; deleted: Set<number> }) {
  if (message.attachments.length === 0) return null
  return (
    <ul className="mt-2 space-y-1.5" aria-label="附件" data-message-attachments>
      {message.attachments.map((file) => (
        <li
          key={file.id}
          className="flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-1.5 text-slate-900 ring-1 ring-slate-200"
          data-attachment={file.id}
        >
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium break-all">{file.name}</span>
            <span className="block text-xs text-slate-500">{formatFileSize(file.size)}</span>
          </span>
          {deleted.has(file.id) ? (
            <span className="shrink-0 text-xs font-medium text-slate-600">已按保留期限删除</span>
          ) : (
            <RoomFileDownload number={number} fileId={file.id} label={file.name} />
          )}
        </li>
      ))}
    </ul>
  )
}
