import net from 'node:net'

// A minimal clamd client: one INSTREAM scan per connection over clamd's Unix socket. Used by the
// file room's resumable uploads and by the admin's upload form (ProjectFiles.ts), so it lives in
// cms and carries no `server-only` (the Payload config is also loaded by the seed under plain node).
// Protocol (clamd(8)): `zINSTREAM\0`, then chunks each prefixed by their length as a 4-byte
// big-endian integer, then a zero-length chunk; clamd answers one NUL-terminated line.

export type ScanResult =
  { verdict: 'clean' } | { verdict: 'infected'; signature: string } | { verdict: 'error'; reason: string }

/** Largest chunk sent; clamd counts all chunks against its StreamMaxLength (25 MB by default). */
const MAX_CHUNK_BYTES = 64 * 1024
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000
/** clamd's answers are short; anything longer is cut (it only ever ends up in a reason). */
const MAX_REPLY_BYTES = 1024
const MAX_REASON_CHARS = 200

const COMMAND = Buffer.from('zINSTREAM\0', 'latin1')
const END_OF_STREAM = Buffer.alloc(4)

/**
 * Scans `source` with clamd listening on `socketPath`, streaming it chunk by chunk (no more than
 * the socket's buffers is held in memory). Never throws: an unreachable clamd, a clamd error
 * answer, a failing source or no answer within `timeoutMs` (default 10 minutes, for the whole
 * scan) give `{ verdict: 'error' }`. Reasons never include the file's bytes.
 */
export async function scanStream(
  socketPath: string,
  source: AsyncIterable<Uint8Array>,
  options: { timeoutMs?: number } = {},
): Promise<ScanResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  return new Promise<ScanResult>((resolve) => {
    let settled = false
    let iterator: AsyncIterator<Uint8Array>
    try {
      iterator = source[Symbol.asyncIterator]()
    } catch {
      resolve(failure('the file could not be read'))
      return
    }
    // Whether the source may still hold resources (a stream): released when the scan stops early.
    let iterating = true
    const reply: Buffer[] = []
    let replyBytes = 0

    const socket = net.createConnection({ path: socketPath })

    const finish = (result: ScanResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (iterating) {
        iterating = false
        void Promise.resolve()
          .then(() => iterator.return?.())
          .catch(() => {})
      }
      resolve(result)
    }
    const replyText = () => Buffer.concat(reply).toString('utf8')

    const timer = setTimeout(() => finish(failure(`clamd gave no answer within ${timeoutMs} ms`)), timeoutMs)

    socket.on('data', (data: Buffer) => {
      const nul = data.indexOf(0)
      const part = nul === -1 ? data : data.subarray(0, nul)
      if (replyBytes < MAX_REPLY_BYTES) reply.push(part.subarray(0, MAX_REPLY_BYTES - replyBytes))
      replyBytes += part.length
      if (nul !== -1) finish(parseReply(replyText()))
    })
    // clamd closes the connection after answering: an answer without its NUL still counts.
    socket.on('end', () =>
      finish(replyBytes > 0 ? parseReply(replyText()) : failure('clamd closed the connection without an answer')),
    )
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A write can fail once clamd has answered early (e.g. its size limit) and closed.
      const answered = replyBytes > 0 ? `: ${printable(replyText().trim())}` : ''
      finish(failure(`clamd connection failed (${error.code ?? 'unknown error'})${answered}`))
    })
    socket.on('close', () => finish(failure('clamd closed the connection without an answer')))

    const drained = () =>
      new Promise<void>((done) => {
        const go = () => {
          socket.off('drain', go)
          socket.off('close', go)
          done()
        }
        socket.on('drain', go)
        socket.on('close', go)
      })

    const send = async () => {
      socket.write(COMMAND)
      for (;;) {
        let step: IteratorResult<Uint8Array>
        try {
          step = await iterator.next()
        } catch {
          iterating = false
          finish(failure('the file could not be read'))
          return
        }
        if (step.done) {
          iterating = false
          break
        }
        const chunk = step.value
        for (let offset = 0; offset < chunk.length; offset += MAX_CHUNK_BYTES) {
          // Stop sending once finished, or once clamd has answered early (only errors come early).
          if (settled || replyBytes > 0) return
          const slice = chunk.subarray(offset, offset + MAX_CHUNK_BYTES)
          const header = Buffer.allocUnsafe(4)
          header.writeUInt32BE(slice.length)
          socket.write(header)
          if (!socket.write(slice)) await drained()
        }
        if (settled) return
      }
      if (!settled && replyBytes === 0) socket.write(END_OF_STREAM)
    }

    socket.once('connect', () => {
      send().catch(() => finish(failure('sending the file to clamd failed')))
    })
  })
}

function failure(reason: string): ScanResult {
  return { verdict: 'error', reason }
}

/** `stream: OK`, `stream: <signature> FOUND`, or an error line such as `… ERROR`. */
function parseReply(raw: string): ScanResult {
  const reply = raw.trim()
  if (reply === 'stream: OK') return { verdict: 'clean' }
  const prefix = 'stream: '
  const suffix = ' FOUND'
  if (reply.startsWith(prefix) && reply.endsWith(suffix) && reply.length > prefix.length + suffix.length) {
    return { verdict: 'infected', signature: reply.slice(prefix.length, -suffix.length).trim() }
  }
  return failure(`clamd answered: ${printable(reply) || '(empty)'}`)
}

/** Keeps a reason to one short printable line. */
function printable(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    out += code < 0x20 || code === 0x7f ? ' ' : char
    if (out.length >= MAX_REASON_CHARS) return `${out}…`
  }
  return out
}
