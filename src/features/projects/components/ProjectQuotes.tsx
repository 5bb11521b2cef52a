'use client'

import { useState } from 'react'
import { formatDateZh } from '@/lib/format'
import { formatAmount } from '@/cms/projects/money'
import { authFetch } from '@/features/shell/session-client'
import { toast } from '@/features/shell/toast'
import { Spinner } from '@/ui/Spinner'
import type { ProjectDetailDTO, QuoteDTO } from '@/features/projects/serialize'
import { downloadWithToken, projectAnswer } from './download'

type Props = { project: ProjectDetailDTO; className: string; onChange: (project: ProjectDetailDTO) => void }

/** 报价: every sent version, newest first; the acceptable one with 接受报价, the accepted one with its 服务确认单. */
export function ProjectQuotes({ project, className, onChange }: Props) {
  return (
    <section aria-labelledby="project-quotes-heading" className={className} data-project-quotes>
      <h2 id="project-quotes-heading" className="text-lg font-semibold text-slate-900">
        报价
      </h2>
      {project.accepted && <Accepted project={project} />}
      {project.quotes.length === 0 ? (
        <p className="mt-4 text-sm leading-6 text-slate-600">顾问正在为您准备报价，发送后会邮件通知您。</p>
      ) : (
        <div className="mt-4 space-y-5">
          {project.quotes.map((quote) => (
            <QuoteCard key={quote.version} quote={quote} number={project.number} onAccepted={onChange} />
          ))}
        </div>
      )}
    </section>
  )
}

function Accepted({ project }: { project: ProjectDetailDTO }) {
  const [busy, setBusy] = useState(false)
  const accepted = project.accepted!
  const download = async () => {
    setBusy(true)
    const problem = await downloadWithToken(accepted.confirmation_url, `服务确认单-${project.number}.pdf`)
    setBusy(false)
    if (problem) toast.error(problem)
  }
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl bg-emerald-50 px-4 py-3.5 ring-1 ring-emerald-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-emerald-900">
        您已于 {formatDateZh(accepted.accepted_at)} 在线确认第 {accepted.version} 版报价，金额{' '}
        <span className="font-semibold">{formatAmount(accepted.total)}</span>。
      </p>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
        data-download-confirmation
      >
        {busy && <Spinner />}
        下载服务确认单
      </button>
    </div>
  )
}

function QuoteCard({
  quote,
  number,
  onAccepted,
}: {
  quote: QuoteDTO
  number: string
  onAccepted: (project: ProjectDetailDTO) => void
}) {
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const stale = quote.status === 'superseded'
  const accept = async () => {
    if (!agreed) {
      setError('请先勾选同意报价与服务条款')
      return
    }
    setBusy(true)
    setError(null)
    const answer = await projectAnswer<ProjectDetailDTO>(
      authFetch(`/api/projects/${encodeURIComponent(number)}/accept-quote`, {
        method: 'POST',
        body: JSON.stringify({ version: quote.version }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    toast.success(answer.message ?? '报价已确认')
    onAccepted(answer.data)
  }
  const checkId = `accept-${quote.version}`
  return (
    <article
      className={`rounded-xl p-4 ring-1 sm:p-5 ${stale ? 'bg-slate-50 ring-slate-200' : 'ring-brand-200'}`}
      data-quote-version={quote.version}
      aria-label={`第 ${quote.version} 版报价`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">第 {quote.version} 版报价</h3>
        <span className="text-xs font-medium text-slate-600">{quote.status_label}</span>
      </header>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {quote.items.map((item, index) => (
          <li key={index} className="py-2.5">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium text-slate-900">{item.name}</span>
              <span className="shrink-0 font-medium tabular-nums text-slate-900">{formatAmount(item.amount)}</span>
            </div>
            <p className="mt-0.5 text-xs text-slate-500">
              {formatAmount(item.unit_price)} × {item.quantity}
              {item.discount > 0 ? ` − 优惠 ${formatAmount(item.discount)}` : ''}
              {item.note ? ` · ${item.note}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3 text-right">
        <p className="text-base font-semibold text-slate-900">
          合计 <span className="tabular-nums">{formatAmount(quote.total)}</span>
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{quote.total_in_words}</p>
        {quote.valid_until && (
          <p className="mt-1 text-xs text-slate-500">报价有效期至 {formatDateZh(quote.valid_until)}</p>
        )}
      </div>
      {quote.terms && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">服务条款</summary>
          <p className="mt-2 whitespace-pre-line leading-6 text-slate-700">{quote.terms}</p>
        </details>
      )}
      {quote.can_accept && (
        <div className="mt-4 space-y-3 rounded-lg bg-brand-50 p-3.5">
          <label htmlFor={checkId} className="flex items-start gap-2.5 text-sm text-slate-800">
            <input
              id={checkId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            我已阅读并同意上述报价与服务条款，在线确认即视为双方就本项目达成一致。
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
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-[15px] font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
            data-accept-quote
          >
            {busy && <Spinner />}
            接受报价
          </button>
        </div>
      )}
    </article>
  )
}
