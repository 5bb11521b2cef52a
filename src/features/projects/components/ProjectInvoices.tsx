'use client'

import { useState, type FormEvent } from 'react'
import { formatDateZh } from '@/lib/format'
import { formatAmount } from '@/cms/projects/money'
import { authFetch } from '@/features/shell/session-client'
import { toast } from '@/features/shell/toast'
import { fieldClass } from '@/ui/field-class'
import { Spinner } from '@/ui/Spinner'
import { TextField } from '@/ui/TextField'
import type { InvoiceDTO, ProjectDetailDTO } from '@/features/projects/serialize'
import { downloadWithToken, projectAnswer } from './download'

type Props = { project: ProjectDetailDTO; className: string; onRequested: () => void }

/** 发票: the requests made and their state, the issued files, and 申请发票 while an amount is left. */
export function ProjectInvoices({ project, className, onRequested }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="project-invoices-heading" className={className} data-project-invoices>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="project-invoices-heading" className="text-lg font-semibold text-slate-900">
          发票
        </h2>
        {project.invoiceable > 0 && !open && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            申请发票
          </button>
        )}
      </div>
      {!project.accepted && <p className="mt-4 text-sm text-slate-600">确认报价后即可申请发票。</p>}
      {project.accepted && project.invoices.length === 0 && !open && (
        <p className="mt-4 text-sm text-slate-600">可开票金额 {formatAmount(project.invoiceable)}。</p>
      )}
      {project.invoices.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {project.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} number={project.number} />
          ))}
        </ul>
      )}
      {open && (
        <InvoiceForm
          project={project}
          onDone={() => {
            setOpen(false)
            onRequested()
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </section>
  )
}

function InvoiceRow({ invoice, number }: { invoice: InvoiceDTO; number: string }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    if (!invoice.download_url) return
    setBusy(true)
    const problem = await downloadWithToken(
      invoice.download_url,
      `发票-${number}-${invoice.invoice_number ?? invoice.id}.pdf`,
    )
    setBusy(false)
    if (problem) toast.error(problem)
  }
  return (
    <li className="py-3 first:pt-0" data-invoice={invoice.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {invoice.title} · <span className="tabular-nums">{formatAmount(invoice.amount)}</span>
        </p>
        <span className="text-xs font-medium text-slate-600" data-invoice-status={invoice.status}>
          {invoice.status_label}
        </span>
      </div>
      <p className="mt-0.5 text-xs text-slate-500">
        {invoice.type_label} · 申请于 {formatDateZh(invoice.created_at)}
        {invoice.issued_at ? ` · 开具于 ${formatDateZh(invoice.issued_at)}` : ''}
      </p>
      {invoice.note && <p className="mt-1 text-sm text-slate-700">{invoice.note}</p>}
      {invoice.download_url && (
        <button
          type="button"
          onClick={download}
          disabled={busy}
          className="mt-2 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          data-download-invoice
        >
          {busy && <Spinner />}
          下载发票
        </button>
      )}
    </li>
  )
}

function InvoiceForm({
  project,
  onDone,
  onCancel,
}: {
  project: ProjectDetailDTO
  onDone: () => void
  onCancel: () => void
}) {
  const [fields, setFields] = useState({ title: '', tax_id: '', type: 'normal', email: '', address: '', amount: '' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const amount = fields.amount.trim() === '' ? undefined : Number(fields.amount)
    if (amount !== undefined && !Number.isFinite(amount)) {
      setError('开票金额须为数字')
      return
    }
    setBusy(true)
    setError(null)
    const answer = await projectAnswer(
      authFetch(`/api/projects/${encodeURIComponent(project.number)}/invoice-requests`, {
        method: 'POST',
        body: JSON.stringify({
          title: fields.title,
          tax_id: fields.tax_id,
          type: fields.type,
          email: fields.email,
          ...(fields.type === 'special' ? { address: fields.address } : {}),
          ...(amount === undefined ? {} : { amount }),
        }),
      }),
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    toast.success(answer.message ?? '开票申请已提交')
    onDone()
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4 border-t border-slate-200 pt-5" aria-label="申请发票">
      <TextField
        id="invoice-title"
        label="发票抬头"
        required
        value={fields.title}
        onChange={set('title')}
        autoComplete="organization"
      />
      <TextField
        id="invoice-tax-id"
        label="税号（统一社会信用代码）"
        value={fields.tax_id}
        onChange={set('tax_id')}
        hint="单位抬头请填写；个人抬头可不填"
        autoCapitalize="characters"
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">发票类型</legend>
        <div className="flex flex-wrap gap-3">
          {[
            { value: 'normal', label: '增值税普通发票' },
            { value: 'special', label: '增值税专用发票' },
          ].map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm text-slate-800 ring-1 ring-slate-300"
            >
              <input
                type="radio"
                name="invoice-type"
                value={option.value}
                checked={fields.type === option.value}
                onChange={set('type')}
                className="h-4 w-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.type === 'special' && (
        <div>
          <label htmlFor="invoice-address" className="mb-1.5 block text-sm font-medium text-slate-700">
            专票信息（注册地址、电话、开户行及账号）
          </label>
          <textarea
            id="invoice-address"
            rows={3}
            maxLength={500}
            value={fields.address}
            onChange={set('address')}
            className={fieldClass}
          />
        </div>
      )}
      <TextField
        id="invoice-email"
        label="接收邮箱"
        type="email"
        required
        value={fields.email}
        onChange={set('email')}
        autoComplete="email"
      />
      <TextField
        id="invoice-amount"
        label="开票金额（元）"
        inputMode="decimal"
        value={fields.amount}
        onChange={set('amount')}
        hint={`不填则为可开票的全部金额 ${formatAmount(project.invoiceable)}`}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          取消
        </button>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-[15px] font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy && <Spinner />}
          提交开票申请
        </button>
      </div>
    </form>
  )
}
