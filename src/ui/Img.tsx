import type { Ref } from 'react'
import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'alt' | 'ref'> & {
  alt: string
  ref?: Ref<HTMLImageElement>
  /** The largest contentful image of its page: loaded at once, with high priority, and preloaded. */
  priority?: boolean
}

/**
 * next/image's optimised `<img>` (srcset through /_next/image, lazy loading, `fill`), computed by
 * Next's own `getImageProps`, without next/image's client component: in a server component it
 * renders on the server and ships no JavaScript (next/image adds about 7 KB to every page).
 */
export function Img({ priority = false, alt, ref, ...props }: Props) {
  const { props: image } = getImageProps({ ...props, alt, preload: priority })
  if (priority && typeof image.src === 'string') {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...image} alt={alt} ref={ref} />
}
