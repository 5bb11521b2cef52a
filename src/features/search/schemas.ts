import { z } from 'zod'
import { limitParam, pageParam } from '@/lib/api'
import type { SameShape } from '@/lib/openapi'
import { SEARCH_KINDS } from '@/lib/search-kinds'
import type { SearchMiss } from '@/cms/search/misses'
import type { SearchResultDTO } from './serialize'

/** The longest query accepted (characters, after trimming). */
export const MAX_QUERY_CHARS = 100

export const SEARCH_MESSAGES = {
  empty: '请输入搜索关键词',
  tooLong: `搜索关键词不能超过 ${MAX_QUERY_CHARS} 个字符`,
  badType: 'type 必须是 service、product、news、case 或 resource 之一',
  tooFrequent: '搜索过于频繁，请稍后再试',
} as const

/** The search words: trimmed, not empty, at most 100 characters. */
export const searchText = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').replace(/\s+/g, ' ').trim()
    if (!text) {
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.empty })
      return z.NEVER
    }
    if ([...text].length > MAX_QUERY_CHARS) {
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.tooLong })
      return z.NEVER
    }
    return text
  })

export const searchQuery = z.object({
  q: searchText.meta({
    description: '搜索关键词（必填，最多 100 个字符）：中文、英文或拼音（全拼如 zhongliu，首字母如 zl）',
  }),
  type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined
      if ((SEARCH_KINDS as readonly string[]).includes(value)) return value as (typeof SEARCH_KINDS)[number]
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badType })
      return z.NEVER
    })
    .meta({
      description: '只搜一类：service（服务）、product（商品）、news（新闻）、case（案例）、resource（学术资源）',
    }),
  limit: limitParam(20, 50).meta({ description: '返回条数（分页时为每页条数），1 到 50 的整数，默认 20' }),
  page: pageParam().meta({
    description:
      '页码（从 1 开始）。传入时答复另含 pagination：按相关度最多翻阅前 200 条结果（total 至多 200）；不传则为原有的不分页答复',
  }),
})

/** Per-IP budget of search (suggestions as one types count too). */
export const SEARCH_RATE_LIMIT = { points: 120, durationSeconds: 60 } as const

/** Per-IP budget of the /search page, a whole render each (its own counter: typing spends the one above). */
export const SEARCH_PAGE_RATE_LIMIT = { points: 60, durationSeconds: 60 } as const

export const searchResultSchema = z
  .strictObject({
    type: z.enum(SEARCH_KINDS).meta({ description: '结果类别' }),
    id: z.number().int().meta({ description: '文档 ID' }),
    title: z.string(),
    url: z.string().meta({ description: '站内地址' }),
    snippet: z.string().meta({ description: 'HTML 摘要：已转义，命中的词在 <mark> 中' }),
    score: z.number().meta({ description: '相关度（越大越靠前）' }),
  })
  .meta({ id: 'SearchResult', title: '搜索结果' })

const shapesMatch: SameShape<typeof searchResultSchema, SearchResultDTO> = true
void shapesMatch

export const searchMissesQuery = z.object({
  limit: limitParam(50).meta({ description: '返回条数，1 到 100 的整数，默认 50' }),
})

export const searchMissSchema = z
  .strictObject({
    query: z.string().meta({ description: '搜索词（已统一大小写与全半角）' }),
    count: z.number().int().meta({ description: '没有结果的次数' }),
    last_at: z.string().meta({ description: '最近一次' }),
  })
  .meta({ id: 'SearchMiss', title: '无结果的搜索词' })

const missShapesMatch: SameShape<typeof searchMissSchema, SearchMiss> = true
void missShapesMatch
