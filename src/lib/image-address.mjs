import { IMAGE_QUALITY } from './image-sizes.mjs'

/**
 * Short addresses for optimised uploads: `/img/<width>/<collection>/<file name>` stands for Next's
 * `/_next/image?url=%2Fcms-api%2F<collection>%2Ffile%2F<file name>&w=<width>&q=75`.
 *
 * Every image is offered at several widths, and each address appears twice in a page (in the
 * markup and in React's payload): on the home page Next's form came to 240 addresses and 27 KB.
 * The short form is half as long. src/ui/Img.tsx writes it; the production server
 * (src/server/draining-server.mjs) turns it back into Next's form, which image-request.mjs then checks,
 * before Next sees the request. Other images (`/images/…`) keep Next's form.
 */
export const SHORT_IMAGE_PREFIX = '/img/'

const IMAGE_PATH = '/_next/image'
const UPLOAD = /^\/cms-api\/([a-z0-9-]+)\/file\/([^/?#]+)$/

/**
 * The short address of an upload at a width, or null for a source that has none.
 *
 * @param {string} source e.g. `/cms-api/media/file/hero.webp`
 * @param {number} width
 * @returns {string | null}
 */
export function shortImageAddress(source, width) {
  const upload = UPLOAD.exec(source)
  if (!upload || !Number.isInteger(width) || width <= 0) return null
  return `${SHORT_IMAGE_PREFIX}${width}/${upload[1]}/${upload[2]}`
}

/**
 * Next's optimiser address for a request under `/img/`, or null for any other request. A short
 * address of the wrong shape becomes an optimiser request without a source, which
 * image-request.mjs answers with its Chinese 400 like any other malformed image request.
 *
 * @param {string | undefined} url the request's URL (path and query)
 * @returns {string | null}
 */
export function expandShortImageAddress(url) {
  if (!url?.startsWith(SHORT_IMAGE_PREFIX)) return null
  const [path = ''] = url.split('?', 1)
  const [width, collection, name, ...rest] = path.slice(SHORT_IMAGE_PREFIX.length).split('/')
  if (!width || !collection || !name || rest.length > 0 || path.length !== url.length) return `${IMAGE_PATH}?url=`
  const source = `/cms-api/${collection}/file/${name}`
  return `${IMAGE_PATH}?url=${encodeURIComponent(source)}&w=${width}&q=${IMAGE_QUALITY}`
}
