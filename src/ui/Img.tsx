import type { Ref } from 'react'
import { getImageProps, type ImageLoader, type ImageProps } from 'next/image'
import { preload } from 'react-dom'
import { shortImageAddress } from '@/lib/image-address.mjs'
import { IMAGE_QUALITY } from '@/lib/image-sizes.mjs'

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

/** Uploads get their short address (/img/…, image-address.mjs); anything else Next's own. */
const imageLoader: ImageLoader = ({ src, width }) =>
  shortImageAddress(src, width) ?? `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`

/** The attributes Img renders: plain data, so a server component can hand them to a client one. */
export type ImgAttributes = ReturnType<typeof getImageProps>['props']

/**
 * next/image's attributes for an image (srcset through /_next/image, lazy loading, `fill`), computed
 * by Next's own `getImageProps`. Next's inline style (fill's absolute box, the transparent alt text)
 * becomes a class when the caller sets no style of its own: the same look in a fraction of the bytes.
 */
export function imgAttributes({ priority = false, alt, maxWidth, ...props }: Omit<Props, 'ref'>): ImgAttributes {
  const { style, ...image } = getImageProps({ loader: imageLoader, ...props, alt, preload: priority }).props
  if (maxWidth && image.srcSet) Object.assign(image, capSrcSet(image.srcSet, maxWidth))
  const look = props.fill ? 'img-fill' : 'text-transparent'
  const attributes = props.style
    ? { ...image, style }
    : { ...image, className: image.className ? `${look} ${image.className}` : look }
  // Unset attributes are left out: a client island receiving these would otherwise carry each as "$undefined".
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as ImgAttributes
}

/**
 * The optimised `<img>` of `imgAttributes`, without next/image's client component: in a server
 * component it renders on the server and ships no JavaScript (next/image adds about 7 KB to every page).
 */
export function Img({ ref, ...props }: Props) {
  const image = imgAttributes(props)
  if (props.priority && typeof image.src === 'string') {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...image} alt={props.alt} {...(ref && { ref })} />
}
