import type { Media } from '@/payload-types'

type MaybeMedia = number | Media | null | undefined

/** URL of an uploaded image (optionally a named size), or null when absent or unpopulated. */
export function mediaUrl(media: MaybeMedia, size?: 'thumbnail' | 'card' | 'hero'): string | null {
  if (!media || typeof media === 'number') return null
  if (size) {
    const sized = media.sizes?.[size]?.url
    if (sized) return sized
  }
  return media.url ?? null
}

export function mediaUrls(list: MaybeMedia[] | null | undefined): string[] {
  return (list ?? []).map((item) => mediaUrl(item)).filter((url): url is string => Boolean(url))
}
