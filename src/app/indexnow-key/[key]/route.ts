import { indexNowKeyFile } from '@/cms/reach/key-file'

// The key changes when an administrator changes it in 站点设置: read at every request.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ key: string }> }

const TEXT = 'text/plain; charset=utf-8'

/**
 * GET /indexnow-<key>.txt (rewritten here by next.config.ts): the IndexNow key as text, only for the
 * configured key; anything else 404.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const key = await indexNowKeyFile((await params).key)
  if (key === null) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': TEXT, 'Cache-Control': 'no-store' } })
  }
  return new Response(key, { headers: { 'Content-Type': TEXT, 'Cache-Control': 'public, max-age=300' } })
}
