import { Img } from '@/ui/Img'
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
    <ul className="home-grid">
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
    <article className="group home-card">
      <div className={`home-card-media ${mediaClassName}`}>
        {imageUrl ? (
          <Img
            src={imageUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            maxWidth={1200}
            className="img-zoom"
          />
        ) : (
          fallback
        )}
      </div>
      <div className="home-card-body">{children}</div>
    </article>
  )
}
