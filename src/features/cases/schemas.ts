import { z } from 'zod'
import { booleanParam, limitParam, pageParam } from '@/lib/api'
import type { SameShape } from '@/lib/openapi'
import type { CaseDTO } from './serialize'

export const caseListQuery = z.object({
  limit: limitParam(100).meta({ description: '返回条数（分页时为每页条数），1 到 100 的整数，默认 100' }),
  page: pageParam(),
  featured: booleanParam().meta({ description: 'true 只返回精选案例，false 只返回非精选案例；不传则全部' }),
})

export const casesQuery = z.object({
  limit: limitParam(100).meta({ description: '返回条数（分页时为每页条数），1 到 100 的整数，默认 100' }),
  page: pageParam(),
})

export const caseSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    content: z.string().nullable().meta({ description: 'HTML 正文；列表中为 null，只在详情中返回' }),
    service_type: z.string().nullable(),
    journal: z.string().nullable().meta({ description: '发表期刊' }),
    year: z.number().int().nullable(),
    impact_factor: z.number().nullable(),
    doi: z.string().nullable().meta({ description: 'DOI，如 10.1016/j.cell.2024.01.001' }),
    doi_url: z.string().nullable().meta({ description: 'DOI 的解析地址 https://doi.org/<doi>；无 DOI 时为 null' }),
    acceptance_letter_url: z.string().nullable().meta({ description: '录用通知图片地址；未上传时为 null' }),
    image_url: z.string().nullable(),
    images: z.array(z.string()),
    client_name: z.string().nullable(),
    client_title: z.string().nullable(),
    client_avatar_url: z.string().nullable(),
    is_featured: z.boolean(),
    featured: z.boolean().meta({ description: '与 is_featured 相同（旧前端读取此字段）' }),
    views_count: z.number().int(),
    related_services: z.array(z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string().nullable() })),
  })
  .meta({ id: 'Case', title: '成功案例' })

const shapesMatch: SameShape<typeof caseSchema, CaseDTO> = true
void shapesMatch
