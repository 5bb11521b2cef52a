import { z } from 'zod'
import type { SameShape } from '@/lib/openapi'
import type { ResourceDTO } from './serialize'

export const resourceSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    file_type: z
      .string()
      .nullable()
      .meta({ description: 'PDF、DOC、DOCX、MP4、AVI、MOV、ZIP、RAR、PNG、JPG、JPEG、XLS、XLSX' }),
    file_url: z.string().nullable(),
    file_size: z.number().nullable().meta({ description: '字节数' }),
    original_filename: z.string().nullable(),
    sort_order: z.number(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AcademicResource', title: '学术资源' })

const shapesMatch: SameShape<typeof resourceSchema, ResourceDTO> = true
void shapesMatch
