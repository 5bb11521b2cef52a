import { ApiError, ok } from '@/lib/api'
import { getNewsBySlug } from '@/features/news/queries'
import { newsSlugParam } from '@/features/news/schemas'
import { PUBLIC_CACHE, handle, methodNotAllowed } from '@/app/api/_shared/http'

type Context = { params: Promise<{ slug: string }> }

/** A published article. Reading has no side effect: views are counted by POST …/views. */
export const GET = handle(async (_request, { params }: Context) => {
  const parsed = newsSlugParam.safeParse((await params).slug)
  const article = parsed.success ? await getNewsBySlug(parsed.data) : null
  if (!article) throw new ApiError(404, '新闻不存在')
  return ok(article, '获取新闻成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
