'use client'

import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { preload } from 'react-dom'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '@/lib/image-sizes'

const ALL_SIZES = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b)
const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
}

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'width' | 'height' | 'loading'> & {
  src: string
  alt: string
  /** Fills its positioned parent (give `sizes`); otherwise give width and height. */
  fill?: boolean
  width?: number
  height?: number
  /** The largest contentful image of its page: loaded at once, with high priority, and preloaded. */
  priority?: boolean
  /** Served as is (SVG, or an address the optimiser may not fetch). */
  unoptimized?: boolean
}

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`

/** The widths of the srcset, chosen as next/image chooses them. */
function widths(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
    if (percents.length === 0) return { widths: ALL_SIZES, kind: 'w' }
    const smallest = (IMAGE_DEVICE_SIZES[0] ?? 0) * Math.min(...percents) * 0.01
    return { widths: ALL_SIZES.filter((size) => size >= smallest), kind: 'w' }
  }
  if (width === undefined) return { widths: IMAGE_DEVICE_SIZES, kind: 'w' }
  const pick = (wanted: number) => ALL_SIZES.find((size) => size >= wanted) ?? ALL_SIZES[ALL_SIZES.length - 1] ?? wanted
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' }
}

/**
 * An image through Next's optimiser (/_next/image), with the markup next/image renders (srcset,
 * lazy loading, `fill`), in a few hundred bytes of JavaScript instead of next/image's several
 * kilobytes. Like next/image it is a client component, so a page's payload carries only its props.
 */
export function Img({
  src,
  alt,
  fill = false,
  width,
  height,
  sizes,
  priority = false,
  unoptimized = false,
  style,
  ...rest
}: Props) {
  let srcSet: string | undefined
  let finalSrc = src
  let finalSizes = sizes
  if (!unoptimized) {
    const chosen = widths(width, sizes)
    srcSet = chosen.widths
      .map((size, index) => `${optimised(src, size)} ${chosen.kind === 'w' ? size : index + 1}${chosen.kind}`)
      .join(', ')
    finalSrc = optimised(src, chosen.widths[chosen.widths.length - 1] ?? width ?? 1920)
    if (!sizes && chosen.kind === 'w') finalSizes = '100vw'
  }
  if (priority) {
    preload(finalSrc, { as: 'image', imageSrcSet: srcSet, imageSizes: finalSizes, fetchPriority: 'high' })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the optimised image element
    <img
      {...rest}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-nimg={fill ? 'fill' : '1'}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      style={fill ? { ...FILL_STYLE, ...style } : { color: 'transparent', ...style }}
      sizes={finalSizes}
      srcSet={srcSet}
      src={finalSrc}
    />
  )
}
