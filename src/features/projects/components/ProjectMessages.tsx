'use client'

import { useState, type FormEvent } from 'react'
import { authFetch } from '@/features/shell/session-client'
import { fieldClass } from '@/ui/field-class'
import { Spinner } from '@/ui/Spinner'
import type { ProjectDetailDTO } from '@/features/projects/serialize'
import { projectAnswer } from './download'

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

type Props = { project: ProjectDetailDTO; className: string; onSent: () => void }

/** 项目消息: the one thread with the company, oldest first, and a box to write in. */
export function ProjectMessages({ project, className, onSent }: Props) {
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

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
        body: JSON.stringify({ body }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    setBody('')
    onSent()
  }

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
