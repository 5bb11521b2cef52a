'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { formatDateZh } from '@/lib/format'
import { getAccessToken } from '@/features/shell/session-client'
import { authFetch } from '@/features/shell/session-client'
import { FullPageLoading } from '@/features/shell/components/FullPageLoading'
import type { ProjectDetailDTO } from '@/features/projects/serialize'
import { projectAnswer } from './download'
import { ProjectFiles } from './ProjectFiles'
import { ProjectInvoices } from './ProjectInvoices'
import { ProjectMessages } from './ProjectMessages'
import { ProjectQuotes } from './ProjectQuotes'
import { ProjectTimeline } from './ProjectTimeline'
import { StageBadge } from './StageBadge'
import { panel } from '@/ui/layout'
import { loginPathReturningTo } from '@/features/shell/return-path'

type State =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; project: ProjectDetailDTO }

/**
 * A client's project page (/profile/projects/{number}): where it stands, the quote to accept, the
 * thread with the company and the invoices. Everything is read with the member's token, so the
 * page itself holds nothing of the project and may be served to anyone.
 */
export function ProjectView({ number }: { number: string }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ status: 'loading' })

  const load = useCallback(async (): Promise<State | null> => {
    if (!getAccessToken()) {
      router.replace(loginPathReturningTo(window.location.pathname))
      return null
    }
    const answer = await projectAnswer<ProjectDetailDTO>(authFetch(`/api/projects/${encodeURIComponent(number)}`))
    if (answer.ok) return { status: 'ready', project: answer.data }
    if (answer.status === 401) {
      router.replace(loginPathReturningTo(window.location.pathname))
      return null
    }
    return answer.status === 404 ? { status: 'missing' } : { status: 'error' }
  }, [number, router])

  useEffect(() => {
    let current = true
    void load().then((next) => {
      if (current && next) setState(next)
    })
    return () => {
      current = false
    }
  }, [load])

  const refresh = useCallback(() => {
    void load().then((next) => next && setState(next))
  }, [load])
  const replace = useCallback((project: ProjectDetailDTO) => setState({ status: 'ready', project }), [])

  if (state.status === 'loading') return <FullPageLoading label="正在加载项目…" />

  if (state.status === 'missing' || state.status === 'error') {
    return (
      <div className="mx-auto max-w-md py-16 text-center" data-state={state.status}>
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800"
        >
          {state.status === 'missing'
            ? '未找到该项目：请确认链接是否正确，或该项目是否属于当前登录的账号。'
            : '项目加载失败，请稍后重试'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          {state.status === 'error' && (
            <button
              type="button"
              onClick={() => {
                setState({ status: 'loading' })
                refresh()
              }}
              className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              重试
            </button>
          )}
          <Link
            href="/profile"
            className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            返回个人中心
          </Link>
        </div>
      </div>
    )
  }

  const { project } = state
  return (
    <div className="space-y-6" data-project-view={project.number}>
      <section aria-labelledby="project-heading" className={panel}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-500">项目编号 {project.number}</p>
            <h1 id="project-heading" className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
              {project.title}
            </h1>
          </div>
          <StageBadge stage={project.stage} label={project.stage_label} />
        </div>
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-[15px] text-brand-900" data-next-step>
          <span className="font-semibold">下一步：</span>
          {project.next_step}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {project.service && <Fact label="服务" value={project.service} />}
          <Fact label="创建日期" value={formatDateZh(project.created_at)} />
          {project.due_date && <Fact label="预计交付" value={formatDateZh(project.due_date)} />}
        </dl>
      </section>
      <ProjectTimeline project={project} className={panel} />
      <ProjectQuotes project={project} className={panel} onChange={replace} />
      <ProjectFiles project={project} className={panel} onChange={refresh} />
      <ProjectMessages project={project} className={panel} onSent={refresh} />
      <ProjectInvoices project={project} className={panel} onRequested={refresh} />
      <p className="text-center">
        <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
          ← 返回个人中心
        </Link>
      </p>
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-slate-900">{value}</dd>
    </div>
  )
}
