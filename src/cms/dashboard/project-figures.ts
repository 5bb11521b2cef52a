import type { Payload, Where } from 'payload'
import { chinaDay } from '@/cms/projects/dates'
import { PROJECT_STAGES } from '@/cms/projects/stages'

/**
 * The sales desk's view of client projects on the admin's home page: projects by stage, overdue
 * milestones and deliveries, quotes waiting for the client and invoice requests waiting for staff.
 * With `assignee`, only the projects that person is assigned to (and their quotes and invoices).
 */
export type ProjectFigures = {
  byStage: { stage: string; label: string; count: number }[]
  awaitingAcceptance: number
  invoicesToIssue: number
  overdue: { id: number; number: string; title: string; what: string; due: string }[]
}

/** Open projects read for overdue milestones; past this many the oldest are not looked at. */
const OPEN_PROJECTS_READ = 500
const OVERDUE_SHOWN = 10

export async function projectFigures(
  payload: Payload,
  assignee: number | null,
  now = new Date(),
): Promise<ProjectFigures> {
  const mine: Where = assignee === null ? {} : { assignees: { in: [assignee] } }
  const ofMine = (field: string): Where => (assignee === null ? {} : { [`${field}.assignees`]: { in: [assignee] } })
  const count = (collection: 'projects' | 'project-quotes' | 'invoice-requests', where: Where) =>
    payload.count({ collection, where, overrideAccess: true }).then((result) => result.totalDocs)

  const [byStage, awaitingAcceptance, invoicesToIssue, open] = await Promise.all([
    Promise.all(
      PROJECT_STAGES.map(async ({ value, label }) => ({
        stage: value,
        label,
        count: await count('projects', { and: [mine, { stage: { equals: value } }] }),
      })),
    ),
    count('project-quotes', { and: [ofMine('project'), { status: { equals: 'sent' } }] }),
    count('invoice-requests', { and: [ofMine('project'), { status: { equals: 'requested' } }] }),
    payload.find({
      collection: 'projects',
      where: { and: [mine, { stage: { in: ['quoting', 'quoted', 'confirmed', 'in_progress'] } }] },
      sort: '-updatedAt',
      limit: OPEN_PROJECTS_READ,
      depth: 0,
      overrideAccess: true,
      select: { number: true, title: true, due_date: true, milestones: true },
    }),
  ])

  const today = chinaDay(now)
  const overdue: ProjectFigures['overdue'] = []
  for (const project of open.docs) {
    for (const milestone of project.milestones ?? []) {
      if (milestone.due_date && !milestone.done_at && chinaDay(milestone.due_date) < today) {
        overdue.push({
          id: project.id,
          number: project.number ?? '',
          title: project.title,
          what: milestone.title,
          due: milestone.due_date,
        })
      }
    }
    if (project.due_date && chinaDay(project.due_date) < today) {
      overdue.push({
        id: project.id,
        number: project.number ?? '',
        title: project.title,
        what: '交付',
        due: project.due_date,
      })
    }
  }
  overdue.sort((a, b) => a.due.localeCompare(b.due))
  return { byStage, awaitingAcceptance, invoicesToIssue, overdue: overdue.slice(0, OVERDUE_SHOWN) }
}
