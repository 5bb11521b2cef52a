import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Where,
} from 'payload'
import { isStaff, staffOnly } from '@/cms/access'

/**
 * Drafts, scheduled publishing and versions for the content staff write (news, cases, service
 * pages, products). Saving a draft writes only a version row (`_<collection>_v`); the collection's
 * own row, which visitors read, keeps the last published content until staff publish. Payload's
 * jobs queue runs the scheduled publications (src/cms/jobs.ts).
 */
export const draftVersions = {
  // No autosave: an editor saves a draft on purpose; every autosave would otherwise be a version.
  // Schedules to the minute (Payload's picker offers 5-minute steps by default).
  drafts: { schedulePublish: { timeIntervals: 1 }, autosave: false, validate: false },
  maxPerDoc: 50,
} as const satisfies CollectionConfig['versions']

/**
 * A document created without asking for a draft is published, as before drafts existed (the seed,
 * scripts, the API). Payload's own default for `_status` is 'draft'; the admin always says which it
 * wants (保存草稿 asks for a draft, 发布 sends 'published').
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if ((operation !== 'create' && operation !== 'update') || args.draft) return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || data._status !== undefined) return args
  // A writer that still sends the old 已发布 flag (the API, scripts) publishes or unpublishes with it.
  if (typeof data.is_published === 'boolean') {
    args.data = { ...data, _status: data.is_published ? 'published' : 'draft' } as typeof args.data
  } else if (operation === 'create') {
    args.data = { ...data, _status: 'published' } as typeof args.data
  }
  return args
}

/** The constraint every visitor read carries: only the published state of a document. */
export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/**
 * Staff read everything (drafts, inactive rows); visitors and members read what `rule` lets them
 * see, and only once it is published.
 */
export function publishedFor(rule: Access): Access {
  return async (args) => {
    if (isStaff(args.req.user)) return true
    const visible = await rule(args)
    if (visible === false) return false
    if (visible === true) return PUBLISHED_ONLY
    return { and: [visible, PUBLISHED_ONLY] }
  }
}

/**
 * Earlier versions and drafts through Payload's versions API (/cms-api/<collection>/versions):
 * staff only. Payload's default would be "any signed-in user", members included.
 */
export const versionAccess = { readVersions: staffOnly } as const

/**
 * Payload's preview button in the admin: the staff-only preview route of the site
 * (src/app/(site)/preview/[kind]/[id]), which renders the latest draft with the public page's
 * components.
 */
export function previewUrl(kind: PreviewKind): NonNullable<NonNullable<CollectionConfig['admin']>['preview']> {
  return (doc) => (doc?.id === undefined || doc.id === null ? null : `/preview/${kind}/${String(doc.id)}`)
}

/** A document as the staff preview shows it, with the state of that version. */
export type Previewed<T> = { data: T; status: 'draft' | 'published' }

export const statusOf = (doc: { _status?: 'draft' | 'published' | null }): Previewed<unknown>['status'] =>
  doc._status === 'published' ? 'published' : 'draft'

export const PREVIEW_KINDS = ['news', 'cases', 'service-pages', 'offerings'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]
export const isPreviewKind = (value: string): value is PreviewKind =>
  (PREVIEW_KINDS as readonly string[]).includes(value)

/**
 * One publish model: the old 已发布 flag (`is_published`, still read by the spec-era API and the
 * visitor filter) mirrors Payload's status and has no checkbox of its own. The public date
 * (`dateField`, when the collection has one) is the moment of the first publication unless staff
 * set it: a scheduled article gets the time it actually went out, not the time it was drafted.
 */
export function mirrorPublishedState(dateField?: string): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const status = data._status ?? originalDoc?._status
    if (status !== 'draft' && status !== 'published') return data
    data.is_published = status === 'published'
    // A date the writer cleared (null) counts as cleared, not as the stored one.
    const date = dateField ? (dateField in data ? data[dateField] : originalDoc?.[dateField]) : undefined
    if (dateField && status === 'published' && !date) {
      data[dateField] = new Date().toISOString()
    }
    return data
  }
}
