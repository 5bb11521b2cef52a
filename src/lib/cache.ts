import { unstable_cache } from 'next/cache'
import { env } from './env'

/**
 * A public read cached in Next's data cache under `tags`; collection hooks expire the tags when
 * staff edit content. Outside a Next server (unit and integration tests, scripts) the read runs
 * directly. The database's namespace is part of the key so two databases served from one build
 * (tests) never share entries.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [env.cacheNamespace, name], { tags, revalidate: 3600 })
}

/**
 * `generateStaticParams` of every page with a dynamic segment: nothing is rendered at build time
 * (the build's database is not the one served); each path is rendered on its first request and
 * cached from then on.
 */
export async function renderOnFirstRequest(): Promise<never[]> {
  return []
}
