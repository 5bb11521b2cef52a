'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { formatDateZh } from '@/lib/format'
import { authFetch } from '@/features/shell/session-client'
import { Spinner } from '@/ui/Spinner'
import type { ProjectSummaryDTO } from '@/features/projects/serialize'
import { projectPagePath } from '@/cms/projects/paths'
import { projectAnswer } from './download'
import { StageBadge } from './StageBadge'
import { panel } from '@/ui/layout'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; projects: ProjectSummaryDTO[] }

/** 我的项目 on /profile: the member's projects with their stage and what happens next. */
export function MyProjects() {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    let current = true
    void projectAnswer<ProjectSummaryDTO[]>(authFetch('/api/projects/mine')).then((answer) => {
      if (current) setState(answer.ok ? { status: 'ready', projects: answer.data } : { status: 'error' })
    })
    return () => {
      current = false
    }
  }, [])

  return (
    <section aria-labelledby="my-projects-heading" className={panel} data-my-projects>
      <h2 id="my-projects-heading" className="text-lg font-semibold text-slate-900">
        我的项目
      </h2>
      {state.status === 'loading' && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4 text-brand-600" />
          正在加载项目…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          项目加载失败，请稍后刷新重试
        </p>
      )}
      {state.status === 'ready' && state.projects.length === 0 && (
        <p className="mt-4 text-sm leading-6 text-slate-600">
          您还没有项目。咨询确认合作后，顾问会为您建立项目，报价、进度、消息与发票都会显示在这里。
        </p>
      )}
      {state.status === 'ready' && state.projects.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {state.projects.map((project) => (
            <li key={project.number} className="py-4 first:pt-0 last:pb-0" data-project={project.number}>
              <Link
                href={projectPagePath(project.number)}
                className="group block rounded-lg outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900 group-hover:text-brand-700">{project.title}</p>
                  <StageBadge stage={project.stage} label={project.stage_label} />
                </div>
                <p className="mt-1 text-sm text-slate-600">{project.next_step}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {project.number}
                  {project.due_date ? ` · 预计交付 ${formatDateZh(project.due_date)}` : ''}
                  <span className="ml-2 text-brand-700 group-hover:underline">查看项目 →</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
