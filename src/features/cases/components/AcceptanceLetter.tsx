'use client'

import { Img } from '@/ui/Img'
import { useCallback, useState } from 'react'
import { ImageLightbox } from './ImageLightbox'

/** The case's 录用通知 (acceptance letter): a page-shaped preview that opens in the lightbox. */
export function AcceptanceLetter({ src, title }: { src: string; title: string }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const name = `${title} 录用通知`
  return (
    <section className="mt-8" aria-labelledby="acceptance-letter-heading" data-testid="acceptance-letter">
      <h2 id="acceptance-letter-heading" className="text-lg font-semibold text-slate-900">
        录用通知
      </h2>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative mt-3 block aspect-[3/4] w-40 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:ring-4 focus-visible:ring-brand-200 sm:w-48"
        aria-label={`查看大图：${name}`}
      >
        <Img
          src={src}
          alt=""
          fill
          sizes="192px"
          className="object-cover object-top transition duration-300 group-hover:scale-[1.03]"
          unoptimized={src.endsWith('.svg')}
        />
        <span
          className="absolute bottom-2 right-2 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs text-white"
          aria-hidden="true"
        >
          查看大图
        </span>
      </button>
      {open && <ImageLightbox images={[src]} startIndex={0} title={name} onClose={close} />}
    </section>
  )
}
