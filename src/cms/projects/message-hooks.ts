import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { isSalesDesk } from '@/cms/access'
import { mailProjectMessage } from './notify'
import { idOf } from './ids'

/**
 * The author is who sent it: the signed-in staff member in the admin, or the client the API names
 * (`context.messageAuthor`). The excerpt names the message in the admin's lists.
 */
export const signMessage: CollectionBeforeChangeHook = ({ data, operation, req, context }) => {
  if (operation !== 'create') return data
  const author = (context.messageAuthor as number | undefined) ?? req.user?.id
  data.author = author
  data.from_staff = context.messageAuthor === undefined && isSalesDesk(req.user)
  const body = typeof data.body === 'string' ? data.body.trim() : ''
  data.body = body
  const chars = Array.from(body.replace(/\s+/g, ' '))
  data.excerpt = chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : chars.join('')
  return data
}

/** The other side is mailed that a message came (with how many attachments), never its words or the files' names. */
export const mailNewMessage: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const attachments = Array.isArray(doc.attachments) ? doc.attachments.length : 0
  mailProjectMessage(req.payload, idOf(doc.project)!, Boolean(doc.from_staff), attachments)
  return doc
}
