import 'server-only'
import type { Caller } from '@/cms/auth/caller'
import { getPayload } from '@/cms/client'
import type { PreviewKind } from '@/cms/drafts'

/**
 * The latest version of a document, draft or not, as `viewer` may read it, uncached: what the
 * staff-only preview (src/app/(site)/preview) shows. Null when there is no such document or the
 * viewer may not read it. Kept apart from cms/drafts.ts, which the collections import outside Next.
 */
export async function findLatestDraft<K extends PreviewKind>(collection: K, id: number, viewer: Caller) {
  const payload = await getPayload()
  return payload.findByID({
    collection,
    id,
    draft: true,
    overrideAccess: false,
    user: viewer,
    depth: 1,
    disableErrors: true,
  })
}
