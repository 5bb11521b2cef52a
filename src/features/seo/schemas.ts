import { z } from 'zod'
import type { RedirectRule } from '@/lib/redirects.mjs'
import type { SameShape } from '@/lib/openapi'

export const redirectRuleSchema = z
  .strictObject({
    from: z.string().meta({ description: '旧地址（站内路径，可带查询参数）' }),
    to: z.string().meta({ description: '跳转目标：站内路径或 http(s) 网址' }),
    status: z.union([z.literal(301), z.literal(308)]).meta({ description: 'HTTP 状态码' }),
    keep_query: z.boolean().optional().meta({ description: '跳转到其他网站时是否带上访客的查询参数' }),
  })
  .meta({ id: 'RedirectRule', title: '重定向' })

export const redirectRulesSchema = z.array(redirectRuleSchema)

const shapesMatch: SameShape<typeof redirectRuleSchema, RedirectRule> = true
void shapesMatch
