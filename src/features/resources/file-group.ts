/** The icon group of a resource's file type (the cards' colours and icons); apart from resource-files.ts so the browser code that opens files does not carry it. Pure. */
import type { ResourceDTO } from './serialize'
import { VIDEO_FILE_TYPES, normalisedType } from './resource-files'

export const ARCHIVE_FILE_TYPES = ['ZIP', 'RAR'] as const
export const DOCUMENT_FILE_TYPES = ['PDF', 'DOC', 'DOCX'] as const

export type FileGroup = 'video' | 'archive' | 'document' | 'spreadsheet' | 'image' | 'other'

export function fileGroup(resource: Pick<ResourceDTO, 'file_type'>): FileGroup {
  const type = normalisedType(resource)
  if ((VIDEO_FILE_TYPES as readonly string[]).includes(type)) return 'video'
  if ((ARCHIVE_FILE_TYPES as readonly string[]).includes(type)) return 'archive'
  if ((DOCUMENT_FILE_TYPES as readonly string[]).includes(type)) return 'document'
  if (type === 'XLS' || type === 'XLSX') return 'spreadsheet'
  if (type === 'PNG' || type === 'JPG' || type === 'JPEG') return 'image'
  return 'other'
}
