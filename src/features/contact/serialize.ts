import type { ContactMethod } from '@/payload-types'
import { mediaUrl } from '@/lib/media'

export type ContactMethodDTO = {
  id: number
  name: string
  type: string
  description: string | null
  value: string | null
  bottom_text: string | null
  qr_code_url: string | null
}

export function serializeContactMethod(item: ContactMethod): ContactMethodDTO {
  return {
    id: item.id,
    name: item.name,
    type: item.type,
    description: item.description ?? null,
    value: item.value ?? null,
    bottom_text: item.bottom_text ?? null,
    qr_code_url: mediaUrl(item.qr_code),
  }
}
