import type { FacultyIntroduction } from '@/payload-types'
import { mediaUrl } from '@/lib/media'
import { contactForApi } from '@/cms/faculty/contact'

export type ContactInfo = { email?: string; phone?: string; wechat?: string; website?: string }

export type FacultyDTO = {
  id: number
  name: string
  title: string | null
  avatar_url: string | null
  background: string | null
  expertise: string[]
  achievements: string[]
  /** In the record's form: an object, a JSON string of one, or a plain string (an e-mail address). */
  contact_info: ContactInfo | string | null
}

export function serializeFaculty(item: FacultyIntroduction): FacultyDTO {
  return {
    id: item.id,
    name: item.name,
    title: item.title ?? null,
    avatar_url: mediaUrl(item.avatar, 'thumbnail'),
    background: item.background ?? null,
    expertise: item.expertise ?? [],
    achievements: item.achievements ?? [],
    contact_info: contactForApi(item.contact_info),
  }
}

/** The spec's three forms of contact_info, read into one object. */
export function parseContactInfo(value: unknown): ContactInfo {
  if (!value) return {}
  if (typeof value === 'object' && !Array.isArray(value)) return pickContact(value as Record<string, unknown>)
  if (typeof value === 'string') {
    const text = value.trim()
    if (text.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          return pickContact(parsed as Record<string, unknown>)
      } catch {
        // not JSON: treated as an e-mail address below
      }
    }
    return text ? { email: text } : {}
  }
  return {}
}

function pickContact(source: Record<string, unknown>): ContactInfo {
  const info: ContactInfo = {}
  for (const key of ['email', 'phone', 'wechat', 'website'] as const) {
    const field = source[key]
    if (typeof field === 'string' && field.trim()) info[key] = field.trim()
  }
  return info
}
