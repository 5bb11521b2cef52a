import type { Access, Where } from 'payload'
import { isAdmin, isMemberOnly, hasRole, type MaybeUser } from '@/cms/access'
import type { Project } from '@/payload-types'
import { idOf } from './ids'

/**
 * Who reaches a project's files (the file room): the project's client, the staff assigned to it
 * and administrators. Sales staff not assigned to a project see none of its files (the project
 * itself they may read, to pick it up); editors and other members never.
 */

type ProjectParties = Pick<Project, 'client' | 'assignees'>

export function isAssigned(user: MaybeUser, project: Pick<Project, 'assignees'>): boolean {
  if (!user) return false
  return (project.assignees ?? []).some((assignee) => idOf(assignee) === user.id)
}

/** The side a caller works a project's files from, or null when they may not reach them. */
export function fileRoomSide(user: MaybeUser, project: ProjectParties): 'client' | 'staff' | null {
  if (!user) return null
  if (isAdmin(user)) return 'staff'
  if (hasRole(user, 'sales') && isAssigned(user, project)) return 'staff'
  if (isMemberOnly(user) && idOf(project.client) === user.id) return 'client'
  return null
}

/** Files of the projects a sales user is assigned to, never a quarantined one; admins all. */
export const projectFilesReadable: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (!hasRole(user, 'sales') || !user) return false
  const where: Where = {
    and: [{ 'project.assignees': { in: [user.id] } }, { status: { not_equals: 'quarantined' } }],
  }
  return where
}

/**
 * Files a caller may change (note, replace a small file): admins all; sales only those of projects
 * they are assigned to, never a quarantined one. Payload applies this to every update, bulk ones too.
 */
export const projectFilesWritable: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (!hasRole(user, 'sales') || !user) return false
  const where: Where = {
    and: [{ 'project.assignees': { in: [user.id] } }, { status: { not_equals: 'quarantined' } }],
  }
  return where
}

/** The download records of files a caller may read (admins all; assigned sales their projects'). */
export const fileDownloadsReadable: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (!hasRole(user, 'sales') || !user) return false
  return { 'project.assignees': { in: [user.id] } }
}
