// A stored page's framework scripts fetched once the page has painted, not beside its stylesheet.
//
// Next writes every chunk of a page as `<script src async>` in the head (and a low-priority preload
// for one), so a first visit downloads ~150 KB of scripts while the HTML, the stylesheet and the
// first image are still arriving, and Lighthouse's simulation puts them all before the largest
// paint. The site works before its scripts run (server HTML, real links, forms that post), so a
// stored page asks for them when the browser reports its first contentful paint instead: one inline
// loader replaces the tags, in the same order. Measured in
// docs/decisions/2026-11-25-scripts-after-first-paint.md and 2026-11-26-pages-from-memory-and-late-scripts.md.
//
// Applied when a page is stored (page-cache-rules.mjs withStoredHeaders), before its script policy
// is worked out, so the loader runs by hash. A first render, an error page or anything that does
// not look like Next's document is left as it is.

/** The attribute that marks the loader (tests and tools find the deferred list through it). */
export const LOADER_ATTRIBUTE = 'data-scripts-after-paint'

/** How long a visible page waits for its first paint before asking for its scripts anyway. */
const FALLBACK_MS = 3000

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"<>]+\.js"\/>/g

/**
 * The loader: inserts the scripts (async, as Next wrote them) when the first contentful paint is
 * reported; at once where paint timing is not to be had or the page is not visible (a background
 * tab paints nothing); at the latest after FALLBACK_MS.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  return (
    `(function(d,s){var go=function(){if(!s)return;s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=true;d.head.appendChild(e)});s=null};try{if(d.visibilityState==="visible"&&` +
    `PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l){` +
    `if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${FALLBACK_MS});return}}catch(e){}go()})(document,${JSON.stringify(sources)})`
  )
}

/**
 * The page with Next's async chunk tags and script preloads replaced by the loader (where the first
 * tag stood, in the head); the very string given when it has none, or already has the loader.
 * @param {string} html
 * @returns {string}
 */
export function withScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0 || html.includes(LOADER_ATTRIBUTE)) return html
  const sources = [...new Set([...html.matchAll(ASYNC_CHUNK)].map((match) => match[1] ?? ''))]
  const first = html.search(ASYNC_CHUNK)
  if (sources.length === 0 || first < 0 || first > headEnd) return html
  const loader = `<script ${LOADER_ATTRIBUTE}="">${loaderScript(sources)}</script>`
  let placed = false
  return html.replace(CHUNK_PRELOAD, '').replace(ASYNC_CHUNK, () => {
    if (placed) return ''
    placed = true
    return loader
  })
}

/**
 * The scripts a page loads at first, in order: its `<script src>` tags (noModule ones skipped, as a
 * modern browser does) and the sources its loader adds.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const sources = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = match[1] ?? ''
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1]
    if (src) sources.push(src)
    else if (attributes.includes(LOADER_ATTRIBUTE)) {
      const list = /\)\(document,(\[[^\]]*\])\)$/.exec(match[2] ?? '')?.[1]
      if (list) sources.push(...JSON.parse(list))
    }
  }
  return [...new Set(sources)]
}
