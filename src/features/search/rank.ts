import { termMatches, type QueryTerm } from '@/lib/search-text'
import type { Candidate } from './engine/types'

/** How much a title match outweighs the rest: a result with every term in its title ranks above any body-only match. */
const TITLE_WEIGHT = 2
/** The most a fresh news item gains; it halves in about four months. */
const NEWS_FRESHNESS = 0.3
const FRESHNESS_DAYS = 180

/** The share of the terms found in the title's tokens (0..1). */
export function titleShare(terms: QueryTerm[], titleTokens: string): number {
  if (terms.length === 0) return 0
  const tokens = titleTokens.split(' ').filter(Boolean)
  const hits = terms.filter((term) => tokens.some((token) => termMatches(term, token))).length
  return hits / terms.length
}

/** A little extra for recent news: 0.3 today, fading with age; nothing for other kinds. */
export function freshness(candidate: Pick<Candidate, 'kind' | 'publishedAt'>, now = Date.now()): number {
  if (candidate.kind !== 'news' || !candidate.publishedAt) return 0
  const published = Date.parse(candidate.publishedAt)
  if (Number.isNaN(published)) return 0
  const days = Math.max(0, (now - published) / 86_400_000)
  return NEWS_FRESHNESS * Math.exp(-days / FRESHNESS_DAYS)
}

/**
 * The score of a candidate: title share (weight 2) + the engine's relevance (0..1) + news
 * freshness (at most 0.3). Near matches (typos) keep only half their relevance and no title share,
 * so every full match ranks above them.
 */
export function scoreOf(candidate: Candidate, terms: QueryTerm[], now = Date.now()): number {
  if (candidate.near) return candidate.relevance / 2
  return 1 + TITLE_WEIGHT * titleShare(terms, candidate.titleTokens) + candidate.relevance + freshness(candidate, now)
}

export type Ranked = Candidate & { score: number }

/**
 * Ranked results best first (score, then the title, then kind and id): a total order, so each page
 * of a query's results, read by a request of its own, follows on from the page before.
 */
export function sortRanked(results: Ranked[]): Ranked[] {
  return results.sort(
    (a, b) =>
      b.score - a.score ||
      a.title.localeCompare(b.title, 'zh-CN') ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      a.docId - b.docId,
  )
}

/** Candidates best first (score, then the title), scores rounded to 3 places. */
export function rank(candidates: Candidate[], terms: QueryTerm[], now = Date.now()): Ranked[] {
  return sortRanked(
    candidates.map((candidate) => ({ ...candidate, score: Math.round(scoreOf(candidate, terms, now) * 1000) / 1000 })),
  )
}
