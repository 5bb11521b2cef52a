import type { QueryTerm } from '@/lib/search-text'
import type { SearchKind } from '@/lib/search-kinds'
import type { Ranked } from './rank'
import { snippetHtml } from './snippet'

/** One result as the API answers it and the page shows it. */
export type SearchResultDTO = {
  type: SearchKind
  id: number
  title: string
  url: string
  /** HTML: the text is escaped, the matched words are in <mark>. */
  snippet: string
  score: number
}

/** `body`: the result's indexed text, read for the shown results only (its snippet). */
export function serializeResult(result: Ranked, body: string, terms: QueryTerm[]): SearchResultDTO {
  return {
    type: result.kind,
    id: result.docId,
    title: result.title,
    url: result.url,
    snippet: snippetHtml(body, terms),
    score: result.score,
  }
}
