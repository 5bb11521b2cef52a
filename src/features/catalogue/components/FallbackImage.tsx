'use client'

import { Img } from '@/ui/Img'
import { useCallback, useState } from 'react'
import { canOptimiseImage } from '@/features/catalogue/product-images'
import { ImagePlaceholder } from './ImagePlaceholder'

type FallbackImageProps = {
  src: string | null
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}

/** A filling image that turns into the placeholder icon when it is missing or fails to load. */
export function FallbackImage({ src, alt, sizes, priority = false, className = 'object-cover' }: FallbackImageProps) {
  const [failed, setFailed] = useState(false)
  // An image that failed before the page was interactive fired its error event unheard.
  const noticeEarlyFailure = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  if (!src || failed) return <ImagePlaceholder />
  return (
    <Img
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={!canOptimiseImage(src)}
      className={className}
      onError={() => setFailed(true)}
      ref={noticeEarlyFailure}
    />
  )
}
