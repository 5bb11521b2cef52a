import crypto from 'node:crypto'

/**
 * tus 1.0 requests to the file room's route handler, called directly (no HTTP server): creation,
 * HEAD for the offset and PATCH with a streamed body, as tus-js-client sends them.
 */

type TusHandler = (request: Request, context: never) => Promise<Response>
export type TusAuth = { token?: string; cookie?: string; ip?: string; origin?: string }

const BASE = 'http://localhost:3000'

function headersFor(auth: TusAuth, extra: Record<string, string>): Headers {
  const headers = new Headers({ 'Tus-Resumable': '1.0.0', 'x-forwarded-for': auth.ip ?? '203.0.113.9', ...extra })
  if (auth.token) headers.set('authorization', `Bearer ${auth.token}`)
  if (auth.cookie) headers.set('cookie', auth.cookie)
  if (auth.origin) headers.set('origin', auth.origin)
  return headers
}

const context = (number: string, id?: string) =>
  ({ params: Promise.resolve({ number, ...(id ? { upload: [id] } : {}) }) }) as never

export const uploadMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export async function tusCreate(
  handler: TusHandler,
  number: string,
  size: number,
  fields: Record<string, string>,
  auth: TusAuth,
): Promise<{ status: number; id: string | null; location: string | null; text: string }> {
  const response = await handler(
    new Request(`${BASE}/api/projects/${number}/uploads`, {
      method: 'POST',
      headers: headersFor(auth, { 'Upload-Length': String(size), 'Upload-Metadata': uploadMetadata(fields) }),
    }),
    context(number),
  )
  const location = response.headers.get('location')
  return { status: response.status, location, id: location?.split('/').at(-1) ?? null, text: await response.text() }
}

export async function tusHead(handler: TusHandler, number: string, id: string, auth: TusAuth) {
  const response = await handler(
    new Request(`${BASE}/api/projects/${number}/uploads/${id}`, { method: 'HEAD', headers: headersFor(auth, {}) }),
    context(number, id),
  )
  return {
    status: response.status,
    offset: Number(response.headers.get('upload-offset') ?? NaN),
    length: Number(response.headers.get('upload-length') ?? NaN),
    cacheControl: response.headers.get('cache-control'),
  }
}

export async function tusPatch(
  handler: TusHandler,
  number: string,
  id: string,
  offset: number,
  body: ReadableStream<Uint8Array> | Uint8Array,
  auth: TusAuth,
  signal?: AbortSignal,
): Promise<{ status: number; offset: number; text: string }> {
  const response = await handler(
    new Request(`${BASE}/api/projects/${number}/uploads/${id}`, {
      method: 'PATCH',
      headers: headersFor(auth, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
      body: body as BodyInit,
      signal,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body.
      duplex: 'half',
    }),
    context(number, id),
  )
  return {
    status: response.status,
    offset: Number(response.headers.get('upload-offset') ?? NaN),
    text: await response.text(),
  }
}

/**
 * `size` bytes of generated data as a stream, from one reused block (memory stays flat), the same
 * bytes for the same seed. `from` skips that many bytes (a resumed upload sends the rest);
 * `dropAfter` fails the stream after that many bytes, as a body does when the connection drops.
 */
export function generatedStream(
  size: number,
  options: { seed?: number; chunkSize?: number; from?: number; dropAfter?: number } = {},
): ReadableStream<Uint8Array> {
  const chunkSize = options.chunkSize ?? 1024 * 1024
  const block = Buffer.alloc(chunkSize)
  let state = options.seed ?? 1
  for (let i = 0; i < chunkSize; i += 4) {
    state = (state * 1103515245 + 12345) >>> 0
    block.writeUInt32LE(state, i)
  }
  let position = 0
  let handedOut = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const from = options.from ?? 0
      while (position < size) {
        if (options.dropAfter !== undefined && handedOut >= options.dropAfter) {
          controller.error(new Error('connection dropped (test)'))
          return
        }
        // Each chunk differs (its first bytes carry its index), so a skipped or repeated chunk changes the hash.
        const index = Math.floor(position / chunkSize)
        const length = Math.min(chunkSize, size - position)
        const start = Math.max(0, from - position)
        position += length
        // Skipped chunks are never built (a resume at 400 MiB would otherwise copy 400 of them at once).
        if (start >= length) continue
        const chunk = Buffer.from(block.subarray(0, length))
        if (length >= 4) chunk.writeUInt32LE(index, 0)
        let part = chunk.subarray(start)
        if (options.dropAfter !== undefined) part = part.subarray(0, options.dropAfter - handedOut)
        handedOut += part.length
        controller.enqueue(part)
        return
      }
      controller.close()
    },
  })
}

/** The SHA-256 of a generated stream's bytes. */
export async function generatedSha256(
  size: number,
  options: { seed?: number; chunkSize?: number } = {},
): Promise<string> {
  const hash = crypto.createHash('sha256')
  const reader = generatedStream(size, options).getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value)
  return hash.digest('hex')
}
