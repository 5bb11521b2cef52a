'use client'

import { Img } from '@/ui/Img'
import { useCallback, useState } from 'react'
import { ImageLightbox } from './ImageLightbox'

/** The case's images; each opens the lightbox at that image. */
export function CaseGallery({ images, title }: { images: string[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const close = useCallback(() => setOpenAt(null), [])
  if (images.length === 0) return null
  const [first, ...rest] = images

  return (
    <div data-testid="case-gallery">
      <button
        type="button"
        onClick={() => setOpenAt(0)}
        className="group relative block aspect-[16/9] w-full overflow-hidden rounded-2xl bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-200"
        aria-label={`查看大图：${title}（第 1 张）`}
      >
        <Img
          src={first}
          alt=""
          fill
          priority
          sizes="(min-width: 1024px) 896px, 100vw"
          className="object-cover transition duration-300 group-hover:scale-[1.02]"
          unoptimized={first.endsWith('.svg')}
        />
        <span
          className="absolute bottom-3 right-3 rounded-full bg-slate-900/70 px-3 py-1 text-xs text-white"
          aria-hidden="true"
        >
          查看大图
        </span>
      </button>
      {rest.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {rest.map((src, position) => (
            <li key={`${src}-${position}`}>
              <button
                type="button"
                onClick={() => setOpenAt(position + 1)}
                className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-200"
                aria-label={`查看大图：${title}（第 ${position + 2} 张）`}
              >
                <Img
                  src={src}
                  alt=""
                  fill
                  sizes="(min-width: 640px) 220px, 33vw"
                  className="object-cover transition duration-300 group-hover:scale-105"
                  unoptimized={src.endsWith('.svg')}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {openAt !== null && <ImageLightbox images={images} startIndex={openAt} title={title} onClose={close} />}
    </div>
  )
}
