import Image from 'next/image'
import type { ReactNode } from 'react'
import { HomeNote } from './HomeSection'
import type { Loaded } from './load'

/** A home section's content: the load error, the empty note, or a grid of up to four cards. */
export function HomeCardGrid<T extends { id: number | string }>({
  result,
  items,
  empty,
  renderItem,
}: {
  result: Loaded<unknown>
  items: T[]
  empty: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  if (!result.ok) return <HomeNote tone="error">加载失败：{result.message}</HomeNote>
  if (items.length === 0) return <HomeNote>{empty}</HomeNote>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  )
}

/**
 * A home card: a compact row on phones (thumbnail beside the text), a tall card on wider screens.
 * `mediaClassName` gives the thumbnail's background and aspect; `fallback` fills it when there is no image.
 */
export function HomeCard({
  imageUrl,
  mediaClassName,
  fallback,
  children,
}: {
  imageUrl: string | null | undefined
  mediaClassName: string
  fallback: ReactNode
  children: ReactNode
}) {
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition-shadow hover:shadow-lg sm:flex-col">
      <div className={`relative w-28 shrink-0 overflow-hidden ${mediaClassName} sm:w-auto`}>
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          fallback
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">{children}</div>
    </article>
  )
}
