/**
 * What a product shows of its rating and its 已服务 count: only what staff entered on the offering
 * (评分, 已服务客户数), never a fixed claim (issue #42). Nothing entered, nothing shown.
 */
export type RatingView = {
  /** The rating with one decimal ('4.9', '5.0'); null: no stars and no number. */
  score: string | null
  /** How much of the five stars is filled, in percent (4.9 → 98). */
  fill: number
  /** '已服务 1000+ 客户'; null: no such line. */
  served: string | null
}

export function ratingView(rating: number | null | undefined, servedClients: string | null | undefined): RatingView {
  const valid = typeof rating === 'number' && Number.isFinite(rating) && rating >= 1 && rating <= 5
  const served = servedClients?.trim()
  return {
    score: valid ? rating.toFixed(1) : null,
    fill: valid ? Math.round((rating / 5) * 1000) / 10 : 0,
    served: served ? `已服务 ${served} 客户` : null,
  }
}
