import type { CollectionBeforeValidateHook, FilterOptionsProps, Payload, PayloadRequest, Where } from 'payload'
import { isAdmin } from '@/cms/access'
import { publicApiError } from '@/cms/errors'
import { fileRoomSide } from './file-access'
import { idOf } from './ids'
import {
  ATTACHMENT_DELETED,
  ATTACHMENT_NOT_IN_ROOM,
  ATTACHMENTS_TOO_MANY,
  MESSAGE_ATTACHMENTS_MAX,
} from './attachment-rules'

/**
 * A message's attachments (项目消息的附件): files of the same project's file room, which keep the
 * room's rules (the 保密协议, scanning, versions, the download log and retention). Whoever writes
 * (staff in the admin or /cms-api, the client through the site's API) may point only to files of
 * the message's own project that are still there and not quarantined, at most ten.
 */

/** The ids a relationship value names (ids, numeric strings, populated documents), or null for anything else. */
export function attachmentIds(value: unknown): number[] | null {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return null
  const ids: number[] = []
  for (const entry of value) {
    const id =
      typeof entry === 'string' && /^\d{1,12}$/.test(entry)
        ? Number(entry)
        : entry && typeof entry === 'object' && 'value' in entry
          ? idOf((entry as { value: unknown }).value)
          : idOf(entry)
    if (id === null || !Number.isSafeInteger(id) || id < 1) return null
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

/** Why these files cannot be attached to a message of `projectId` (Chinese, for a 400), or null. */
export async function attachmentProblem(
  payload: Payload,
  projectId: number,
  ids: number[],
  req?: PayloadRequest,
): Promise<string | null> {
  if (ids.length === 0) return null
  if (ids.length > MESSAGE_ATTACHMENTS_MAX) return ATTACHMENTS_TOO_MANY
  const found = await payload.find({
    collection: 'project-files',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    req,
    select: { project: true, status: true },
  })
  if (found.docs.length !== ids.length) return ATTACHMENT_NOT_IN_ROOM
  for (const file of found.docs) {
    if (idOf(file.project) !== projectId || file.status === 'quarantined') return ATTACHMENT_NOT_IN_ROOM
    if (file.status === 'deleted') return ATTACHMENT_DELETED
  }
  return null
}

/**
 * The rule on every write (before Payload's own validation, so the answer is this Chinese 400):
 * the files are the project's, present, not quarantined, at most ten; sales attach only files of
 * projects they are assigned to (the ones they can see). The client's API names the author in
 * `context.messageAuthor` after checking the project is theirs.
 */
export const checkMessageAttachments: CollectionBeforeValidateHook = async ({ data, originalDoc, req, context }) => {
  if (!data || data.attachments === undefined) return data
  const ids = attachmentIds(data.attachments)
  if (ids === null) throw publicApiError(ATTACHMENT_NOT_IN_ROOM, 400)
  if (ids.length > MESSAGE_ATTACHMENTS_MAX) throw publicApiError(ATTACHMENTS_TOO_MANY, 400)
  data.attachments = ids
  if (ids.length === 0) return data
  const projectId = idOf(data.project ?? originalDoc?.project)
  if (projectId === null) throw publicApiError('请先选择项目，再从该项目的文件室中选择附件', 400)
  if (context.messageAuthor === undefined && req.user && !isAdmin(req.user)) {
    const project = await req.payload.findByID({
      collection: 'projects',
      id: projectId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { client: true, assignees: true },
    })
    if (!project || fileRoomSide(req.user, project) !== 'staff')
      throw publicApiError('只能附加自己负责的项目中的文件', 403)
  }
  const problem = await attachmentProblem(req.payload, projectId, ids, req)
  if (problem) throw publicApiError(problem, 400)
  return data
}

/** The admin's picker: only files of the message's project that may still be attached. */
export const attachableFiles = ({ siblingData }: FilterOptionsProps): Where | false => {
  const projectId = idOf((siblingData as { project?: unknown } | undefined)?.project)
  if (projectId === null) return false
  const where: Where = {
    and: [
      { project: { equals: projectId } },
      { status: { not_equals: 'deleted' } },
      { status: { not_equals: 'quarantined' } },
    ],
  }
  return where
}
