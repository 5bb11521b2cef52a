import { ApiError, ok } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import { countNewsView } from '@/features/news/queries'
import { NEWS_VIEW_LIMIT, newsSlugParam } from '@/features/news/schemas'
import { NO_STORE, handle, methodNotAllowed } from '@/app/api/_shared/http'

type Context = { params: Promise<{ slug: string }> }

/** Counts one view of a published article and answers only the new count. */
export const POST = handle(async (request, { params }: Context) => {
  const parsed = newsSlugParam.safeParse((await params).slug)
  if (!parsed.success) throw new ApiError(404, '新闻不存在')
  await enforceRateLimit(request, 'news-views', NEWS_VIEW_LIMIT)
  const views = await countNewsView(parsed.data)
  if (views === null) throw new ApiError(404, '新闻不存在')
  return ok({ views_count: views }, '阅读已计数', { headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
