// A stored page's Suspense boundaries written where they stand, not after the document.
//
// The home and tier pages wrap their sections below the first screen in Suspense boundaries
// (src/ui/HydrationSlice.tsx) so that React hydrates each as a task of its own instead of the whole
// page in one long task. React's server renderer (19.2) sends a finished boundary out of place once
// the bytes already written pass `progressiveChunkSize` (12,800, which the App Router does not let
// a site set; a page's shell alone is past it): a `<template id="B:n">` where the boundary stands,
// its content at the end of the document in `<div hidden id="S:n">`, and a `$RC("B:n","S:n")`
// script that moves it into place. Without JavaScript (or for a crawler that runs none) that
// content stays hidden, and with it the script reveals it up to 300 ms late.
//
// When a page is stored its content is complete, so the content goes back where the boundary
// stands and the boundary is written as finished (`<!--$-->…<!--/$-->`), exactly as React writes a
// boundary it keeps in place; React hydrates it the same way. All or nothing: a page with any other
// out-of-order instruction (a segment, a client-rendered boundary, stylesheets to wait for), a
// segment that is not a `<div hidden>`, or payload scripts inside a moved segment is left as React
// wrote it. Measured in docs/decisions/2026-11-29-boundaries-in-place.md.

/** Where a finished boundary stands when React sends its content later. */
const PENDING_BOUNDARY = /<!--\$\?--><template id="([\w:-]+)"><\/template>/g
/** The script that moves a boundary's content into place (with React's functions the first time). */
const COMPLETE_BOUNDARY = /<script>((?:(?!<\/script>)[\s\S])*?)\$RC\("([\w:-]+)","([\w:-]+)"\)<\/script>/g
/** React's definitions that precede the first `$RC(…)` call: nothing else may be in that script. */
const REACT_FUNCTIONS = /^\$RB=\[\];\$RV=function\(a\)\{[\s\S]*\n\$RC=function\(a,b\)\{[\s\S]*\};$/
/** Other out-of-order instructions; a page that has any is left as it is. */
const OTHER_INSTRUCTIONS = /\$R[SXR]\(|\$RR=|<!--\$!-->/

/** Elements whose text may hold `<div` or `</div>` without being tags. */
const RAW_TEXT = /^<(script|style|textarea|title)\b/i

/**
 * The index just past the `</div>` that closes the element whose content starts at `from`, or -1.
 * React escapes `<` in text and attribute values, so only tags, comments and raw-text elements
 * are to be told apart.
 * @param {string} html
 * @param {number} from
 */
function endOfDiv(html, from) {
  let depth = 1
  let at = from
  while (at < html.length) {
    const next = html.indexOf('<', at)
    if (next < 0) return -1
    if (html.startsWith('<!--', next)) {
      const close = html.indexOf('-->', next + 4)
      if (close < 0) return -1
      at = close + 3
      continue
    }
    const raw = RAW_TEXT.exec(html.slice(next, next + 10))
    if (raw) {
      const close = html.toLowerCase().indexOf(`</${raw[1].toLowerCase()}`, next + 1)
      if (close < 0) return -1
      at = close + 2
      continue
    }
    if (/^<div[\s>]/i.test(html.slice(next, next + 5))) depth += 1
    else if (html.startsWith('</div>', next)) {
      depth -= 1
      if (depth === 0) return next + '</div>'.length
    }
    at = next + 1
  }
  return -1
}

/**
 * The index of the `<!--/$-->` that ends the boundary whose fallback starts at `from`, or -1.
 * @param {string} html
 * @param {number} from
 */
function endOfBoundary(html, from) {
  const marker = /<!--(\/?)\$[?!~]?-->/g
  marker.lastIndex = from
  let depth = 1
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return match.index
  }
  return -1
}

/**
 * The page with every boundary React sent out of place written where it stands; the very string
 * given when there is none, or when the page cannot be so rewritten in full.
 * @param {string} html
 * @returns {string}
 */
export function withBoundariesInPlace(html) {
  if (!html.includes('$RC("') || OTHER_INSTRUCTIONS.test(html)) return html
  const completions = [...html.matchAll(COMPLETE_BOUNDARY)]
  const pending = [...html.matchAll(PENDING_BOUNDARY)]
  if (completions.length === 0 || completions.length !== pending.length) return html
  if (completions.some((match, index) => match[1] !== '' && !(index === 0 && REACT_FUNCTIONS.test(match[1] ?? ''))))
    return html
  if (html.split('$RC("').length - 1 !== completions.length) return html

  let page = html.replace(COMPLETE_BOUNDARY, '')
  for (const [, , boundaryId, segmentId] of completions) {
    const open = `<div hidden id="${segmentId}">`
    const segmentStart = page.indexOf(open)
    if (segmentStart < 0 || page.indexOf(open, segmentStart + 1) >= 0) return html
    const segmentEnd = endOfDiv(page, segmentStart + open.length)
    if (segmentEnd < 0) return html
    const content = page.slice(segmentStart + open.length, segmentEnd - '</div>'.length)
    if (content.includes('self.__next_f')) return html
    page = page.slice(0, segmentStart) + page.slice(segmentEnd)

    const placeholder = `<!--$?--><template id="${boundaryId}"></template>`
    const boundaryStart = page.indexOf(placeholder)
    if (boundaryStart < 0 || page.indexOf(placeholder, boundaryStart + 1) >= 0) return html
    const fallbackStart = boundaryStart + placeholder.length
    const boundaryEnd = endOfBoundary(page, fallbackStart)
    if (boundaryEnd < 0) return html
    page = `${page.slice(0, boundaryStart)}<!--$-->${content}${page.slice(boundaryEnd)}`
  }
  return page
}
