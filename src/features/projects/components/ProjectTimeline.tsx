import { formatDateZh } from '@/lib/format'
import type { ProjectDetailDTO } from '@/features/projects/serialize'

/** 项目进度: the dated stages the project went through, then the milestones staff set. */
export function ProjectTimeline({ project, className }: { project: ProjectDetailDTO; className: string }) {
  return (
    <section aria-labelledby="project-timeline-heading" className={className} data-project-timeline>
      <h2 id="project-timeline-heading" className="text-lg font-semibold text-slate-900">
        项目进度
      </h2>
      <ol className="mt-4 space-y-3 border-l-2 border-brand-100 pl-5">
        {project.timeline.map((entry, index) => (
          <li key={`${entry.stage}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full bg-brand-600 ring-4 ring-white"
            />
            <p className="font-medium text-slate-900">{entry.label}</p>
            <p className="text-xs text-slate-500">{formatDateZh(entry.at)}</p>
          </li>
        ))}
      </ol>
      {project.milestones.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-700">进度节点</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {project.milestones.map((milestone, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="font-medium text-slate-900">{milestone.title}</span>
                <span className={milestone.done_at ? 'text-emerald-700' : 'text-slate-600'}>
                  {milestone.done_at
                    ? `已完成 ${formatDateZh(milestone.done_at)}`
                    : milestone.due_date
                      ? `计划 ${formatDateZh(milestone.due_date)}`
                      : '进行中'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
