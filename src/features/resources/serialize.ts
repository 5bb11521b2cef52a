import type { AcademicResource } from '@/payload-types'

export type ResourceDTO = {
  id: number
  title: string
  description: string | null
  category: string | null
  file_type: string | null
  file_url: string | null
  file_size: number | null
  original_filename: string | null
  sort_order: number
  is_active: boolean
  created_at: string
  updated_at: string
}

export function serializeResource(item: AcademicResource): ResourceDTO {
  return {
    id: item.id,
    title: item.title,
    description: item.description ?? null,
    category: item.category ?? null,
    file_type: item.file_type ?? null,
    file_url: item.filename ? (item.url ?? null) : null,
    file_size: item.file_size ?? item.filesize ?? null,
    original_filename: item.original_filename ?? item.filename ?? null,
    sort_order: item.sort_order ?? 0,
    is_active: item.is_active ?? true,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  }
}
