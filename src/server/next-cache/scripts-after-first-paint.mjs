// A stored page's framework scripts fetched once the page has painted, not beside its stylesheet,
// and its React payload fetched with them instead of written into the page a second time.
//
// Next writes every chunk of a page as `<script src async>` in the head (and a low-priority preload
// for one), so a first visit downloads ~150 KB of scripts while the HTML, the stylesheet and the
// first image are still arriving, and Lighthouse's simulation puts them all before the largest
// paint. The site works before its scripts run (server HTML, real links, forms that post), so a
// stored page asks for them when the browser reports its first contentful paint instead: one inline
// loader replaces the tags, in the same order. Measured in
// docs/decisions/2026-11-25-scripts-after-first-paint.md and 2026-11-26-pages-from-memory-and-late-scripts.md.
//
// Next also writes the page's RSC payload (the same page again, as React element data, which only
// hydration reads) into the HTML as `self.__next_f.push` scripts: half of the home page's bytes.
// When those scripts hold exactly the payload Next stored beside the page (its answer to
// `GET <path>?_rsc` with `RSC: 1`), they are taken out; the payload is kept under an id made from
// its content (page-payloads.mjs), and the loader fetches it by that id and hands it to React
// before it adds the scripts (docs/decisions/2026-11-27-payload-beside-the-page.md).
//
// Applied when a page is stored (rules.mjs withStoredHeaders), before its script policy
// is worked out, so the loader runs by hash. A first render, an error page or anything that does
// not look like Next's document is left as it is.

import { keepPayload, payloadId } from './page-payloads.mjs'

/** The attribute that marks the loader (tests and tools find the deferred list through it). */
export const LOADER_ATTRIBUTE = 'data-scripts-after-paint'

/** How long a visible page waits for its first paint before asking for its scripts anyway. */
const FALLBACK_MS = 3000

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"<>]+\.js"\/>/g

/** Next's inline payload scripts: the one that starts the list, and one per piece of the payload. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'
const PAYLOAD_PIECE = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g

/**
 * The loader: inserts the scripts (async, as Next wrote them) when the first contentful paint is
 * reported; at once where paint timing is not to be had or the page is not visible (a background
 * tab paints nothing); at the latest after FALLBACK_MS.
 *
 * With a `payload` id, it first asks for the scripts as preloads and for the page's RSC payload
 * (`<path>?_rsc&_p=<id>` with the `RSC: 1` header, as Next's router asks); once it has arrived it
 * gives it to React's list (`self.__next_f`, as the inline scripts would have) and adds the
 * scripts. A failed answer is asked for once more after a second; after that the page stays as the
 * server wrote it (links and forms work without scripts) rather than hydrate without its data.
 * @param {string[]} sources
 * @param {string} [payload] the id of the page's payload (page-payloads.mjs)
 */
export function loaderScript(sources, payload) {
  return (
    `(function(d,s,p){var add=function(l,k,a){l.forEach(function(u){var e=d.createElement(k);e[a]=u;` +
    `if(k==="link"){e.rel="preload";e.as="script"}else e.async=true;d.head.appendChild(e)})};` +
    `var get=function(l,n){fetch(location.pathname+"?_rsc&_p="+p,{headers:{RSC:"1"}}).then(function(r){` +
    `if(!r.ok||r.redirected||(r.headers.get("content-type")||"").indexOf("text/x-component")<0)throw 0;` +
    `return r.text()}).then(function(t){var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,t]);` +
    `add(l,"script","src")},function(){if(n)setTimeout(function(){get(l,0)},1000)})};` +
    `var go=function(){if(!s)return;var l=s;s=null;if(!p)return add(l,"script","src");` +
    `add(l,"link","href");get(l,1)};try{if(d.visibilityState==="visible"&&` +
    `PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l){` +
    `if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${FALLBACK_MS});return}}catch(e){}go()})(document,${JSON.stringify(sources)},${payload ? JSON.stringify(payload) : 0})`
  )
}

/**
 * The RSC payload written into the page, as one string; undefined when the page has none, or has
 * pieces other than text (form state, binary), which only the inline scripts can hand over.
 * @param {string} html
 * @returns {string | undefined}
 */
export function inlinePayload(html) {
  if (!html.includes(PAYLOAD_START)) return undefined
  let payload = ''
  for (const match of html.matchAll(PAYLOAD_PIECE)) {
    let piece
    try {
      piece = JSON.parse(match[1] ?? '')
    } catch {
      return undefined
    }
    if (!Array.isArray(piece) || piece[0] !== 1 || typeof piece[1] !== 'string') return undefined
    payload += piece[1]
  }
  return payload === '' ? undefined : payload
}

/**
 * The page with Next's async chunk tags and script preloads replaced by the loader (where the first
 * tag stood, in the head); the very string given when it has none, or already has the loader.
 * When `storedPayload` (the RSC payload Next keeps with the page) is exactly what the page's inline
 * payload scripts hold, those scripts go too and the loader fetches the payload.
 * @param {string} html
 * @param {string} [storedPayload]
 * @returns {string}
 */
export function withScriptsAfterFirstPaint(html, storedPayload) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0 || html.includes(LOADER_ATTRIBUTE)) return html
  const sources = [...new Set([...html.matchAll(ASYNC_CHUNK)].map((match) => match[1] ?? ''))]
  const first = html.search(ASYNC_CHUNK)
  if (sources.length === 0 || first < 0 || first > headEnd) return html
  const fetchesPayload = storedPayload !== undefined && storedPayload !== '' && inlinePayload(html) === storedPayload
  let payload
  if (fetchesPayload) {
    payload = payloadId(storedPayload)
    keepPayload(payload, storedPayload)
  }
  const loader = `<script ${LOADER_ATTRIBUTE}="">${loaderScript(sources, payload)}</script>`
  let placed = false
  const rewritten = html.replace(CHUNK_PRELOAD, '').replace(ASYNC_CHUNK, () => {
    if (placed) return ''
    placed = true
    return loader
  })
  return fetchesPayload ? rewritten.replace(PAYLOAD_START, '').replace(PAYLOAD_PIECE, '') : rewritten
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
      const list = /\)\(document,(\[[^\]]*\]),(?:0|"[\w-]+")\)$/.exec(match[2] ?? '')?.[1]
      if (list) sources.push(...JSON.parse(list))
    }
  }
  return [...new Set(sources)]
}
