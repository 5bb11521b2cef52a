import { URLSearchParams } from 'node:url'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '../lib/image-sizes.mjs'

/**
 * Checks a request for Next's image optimiser (`/_next/image?url=…&w=…&q=…`) before Next sees it
 * (src/server/draining-server.mjs). Next answers some bad parameters with an English 400, and passes
 * any local path to the route behind it, so a crafted file name (`%3Benv%3B`) reached Payload's
 * file route, whose 500 Next handed on. Here every malformed request gets a Chinese 400 instead:
 * exactly one `url`, a public file of this site (`/cms-api/media/file/<name>`, the same of academic-resources, or
 * `/images/…`; never a confidential upload such as project-files) with a
 * plain file name, and a width and quality from next.config.ts. Other paths: null.
 *
 * @param {string | undefined} url the request's URL (path and query)
 * @param {string | undefined} method
 * @returns {{ status: number, message: string } | null}
 */
export function imageRequestProblem(url, method) {
  const raw = url ?? '/'
  const queryAt = raw.indexOf('?')
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt)
  if (path !== IMAGE_PATH && path !== `${IMAGE_PATH}/`) return null
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, message: '不支持的请求方法' }
  let params
  try {
    params = new URLSearchParams(queryAt < 0 ? '' : raw.slice(queryAt + 1))
  } catch {
    return { status: 400, message: MESSAGES.url }
  }
  const urls = params.getAll('url')
  if (urls.length !== 1 || !isLocalImage(urls[0] ?? '')) return { status: 400, message: MESSAGES.url }
  const widths = params.getAll('w')
  if (widths.length !== 1 || !/^\d{1,5}$/.test(widths[0] ?? '') || !WIDTHS.has(Number(widths[0])))
    return { status: 400, message: MESSAGES.width }
  const qualities = params.getAll('q')
  if (qualities.length !== 1 || !/^\d{1,3}$/.test(qualities[0] ?? '') || Number(qualities[0]) !== IMAGE_QUALITY)
    return { status: 400, message: MESSAGES.quality }
  return null
}

const IMAGE_PATH = '/_next/image'
const WIDTHS = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES])
const MESSAGES = {
  url: '图片地址无效：只能显示本站的图片，请检查链接是否完整',
  width: `图片宽度无效：w 只能是 ${[...WIDTHS].sort((a, b) => a - b).join('、')} 之一`,
  quality: `图片质量无效：q 只能是 ${IMAGE_QUALITY}`,
}

/**
 * A file name as stored (percent-encoded in the URL): decodable to UTF-8 (a broken escape became
 * U+FFFD in the query), no separators, controls or `;`.
 *
 * @param {string} encoded
 */
function isPlainName(encoded) {
  let name
  try {
    name = decodeURIComponent(encoded)
  } catch {
    return false
  }
  return (
    name.length > 0 &&
    name.length <= 255 &&
    name !== '.' &&
    name !== '..' &&
    ![...name].some((char) => '/\\;\ufffd'.includes(char) || char.charCodeAt(0) < 0x20 || char === '\u007f')
  )
}

/** @param {string} value */
function isLocalImage(value) {
  if (value.length > 1024 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
  const [path = '', query] = value.split('?', 2)
  if (query !== undefined && !/^[\w.=&-]*$/.test(query)) return false
  const file = /^\/cms-api\/(?:media|academic-resources)\/file\/([^/]+)$/.exec(path)
  if (file) return isPlainName(file[1] ?? '')
  if (!path.startsWith('/images/')) return false
  return path
    .slice('/images/'.length)
    .split('/')
    .every((segment) => isPlainName(segment))
}
