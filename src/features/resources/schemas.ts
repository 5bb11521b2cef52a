import { z } from 'zod'
import { limitParam, pageParam } from '@/lib/api'
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

/** The page size of the paged academic-resources answer when `limit` is not given. */
export const RESOURCES_API_PAGE_SIZE = 20

/**
 * Query of GET /api/academic-resources and its four fallback paths. Without `page` (the spec's
 * calls) the answer is the whole list as before and `limit` is neither read nor checked; with it,
 * one page of `limit` resources and the list's `pagination`.
 */
export const resourcesListQuery = z.object({
  page: pageParam(),
  limit: limitParam(RESOURCES_API_PAGE_SIZE).meta({
    description: `每页条数（仅在传入 page 时生效，否则忽略），1 到 100 的整数，默认 ${RESOURCES_API_PAGE_SIZE}`,
  }),
})

/** The part of `resourcesListQuery` read first: whether the answer is paged at all. */
export const resourcesPagedQuery = resourcesListQuery.pick({ page: true })
