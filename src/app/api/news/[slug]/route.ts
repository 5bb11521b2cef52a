import { ApiError, ok } from '@/lib/api'
import { readNewsArticle } from '@/features/news/queries'
import { newsSlugParam } from '@/features/news/schemas'
import { NO_STORE, methodNotAllowed, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ slug: string }> }

/** A published article; each GET counts one view and answers with the new count (so never cached). */
export const GET = handle(async (_request, { params }: Context) => {
  const parsed = newsSlugParam.safeParse((await params).slug)
  const article = parsed.success ? await readNewsArticle(parsed.data) : null
  if (!article) throw new ApiError(404, '新闻不存在')
  return ok(article, '获取新闻成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
