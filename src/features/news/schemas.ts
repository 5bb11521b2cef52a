import { z } from 'zod'
import { booleanParam, limitParam, pageParam } from '@/lib/api'
import type { SameShape } from '@/lib/openapi'
import type { NewsDTO } from './serialize'

export const latestNewsQuery = z.object({
  limit: limitParam(5).meta({ description: '返回条数，1 到 100 的整数，默认 5' }),
})

export const newsListQuery = z.object({
  limit: limitParam(100).meta({ description: '返回条数（分页时为每页条数），1 到 100 的整数，默认 100' }),
  page: pageParam(),
  is_published: booleanParam().meta({ description: '兼容旧前端的参数：访客只能看到已发布的新闻，无论取值如何' }),
})

export const newsSlugParam = z.string().trim().min(1, '新闻不存在').max(200, '新闻链接标识过长')

/** Per-IP budget of the view counter: a reader opens many articles, a script inflating counts is refused. */
export const NEWS_VIEW_LIMIT = { points: 120, durationSeconds: 60 } as const

export const newsViewsSchema = z
  .strictObject({ views_count: z.number().int().meta({ description: '计入本次后的阅读次数' }) })
  .meta({ id: 'NewsViews', title: '阅读次数' })

export const newsSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    summary: z.string().nullable(),
    content: z.string().nullable().meta({ description: 'HTML 正文；列表中为 null，只在详情中返回' }),
    category: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
    views_count: z.number().int(),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'News', title: '科研新闻' })

const shapesMatch: SameShape<typeof newsSchema, NewsDTO> = true
void shapesMatch
