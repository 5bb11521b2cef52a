import type { Ref } from 'react'
import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'alt' | 'ref'> & {
  alt: string
  ref?: Ref<HTMLImageElement>
  /** The largest contentful image of its page: loaded at once, with high priority, and preloaded. */
  priority?: boolean
  /**
   * The widest candidate worth offering (px): a slot that never grows past a card needs no
   * 1920 px file, and every candidate costs about 100 bytes of markup, twice over in the page's payload.
   */
  maxWidth?: number
}

/** Drops `w` candidates wider than `maxWidth` (always keeping the narrowest); returns the list and its widest URL. */
export function capSrcSet(srcSet: string, maxWidth: number): { srcSet: string; src: string } | null {
  const candidates = srcSet.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ')
    return { entry, url, width: descriptor.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN }
  })
  if (candidates.some((candidate) => Number.isNaN(candidate.width))) return null
  const kept = candidates.filter((candidate, index) => index === 0 || candidate.width <= maxWidth)
  const widest = kept[kept.length - 1]
  if (!widest) return null
  return { srcSet: kept.map((candidate) => candidate.entry).join(', '), src: widest.url }
}

/**
 * next/image's optimised `<img>` (srcset through /_next/image, lazy loading, `fill`), computed by
 * Next's own `getImageProps`, without next/image's client component: in a server component it
 * renders on the server and ships no JavaScript (next/image adds about 7 KB to every page).
 * Next's inline style (fill's absolute box, the transparent alt text) becomes a class when the
 * caller sets no style of its own: the same look in a fraction of the bytes.
 */
export function Img({ priority = false, alt, ref, maxWidth, ...props }: Props) {
  const { style, ...image } = getImageProps({ ...props, alt, preload: priority }).props
  if (maxWidth && image.srcSet) Object.assign(image, capSrcSet(image.srcSet, maxWidth))
  const look = props.style
    ? {}
    : { className: [props.fill ? 'img-fill' : 'text-transparent', image.className].filter(Boolean).join(' ') }
  if (priority && typeof image.src === 'string') {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...image} {...(props.style ? { style } : look)} alt={alt} ref={ref} />
}
