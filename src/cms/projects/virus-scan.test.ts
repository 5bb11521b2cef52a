import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scanStream } from './virus-scan'

// A stand-in clamd on a temporary Unix socket that reads INSTREAM exactly as clamd does: the
// `zINSTREAM\0` command, then 4-byte big-endian lengths each followed by that many bytes, up to a
// zero length. It answers `stream: OK`, `stream: Eicar-Test-Signature FOUND` when the bytes hold
// the EICAR test string (looked for across chunk boundaries), or clamd's size-limit error.

// Built at run time so the source file itself is not a detection for scanners on this machine.
const EICAR = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''))

type Received = { command: string; bytes: number; chunks: number; largestChunk: number }
type StandIn = {
  socketPath: string
  /** One entry per connection, filled in as bytes arrive. */
  received: Received[]
  /** Stops reading after `bytes` until resume() (to check the client waits). */
  pauseAfter: (bytes: number) => void
  resume: () => void
  close: () => Promise<void>
}

let directory: string

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-clamd-'))
})

afterAll(() => {
  fs.rmSync(directory, { recursive: true, force: true })
})

const running: StandIn[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

let serverCount = 0

async function startStandIn({
  limit = Number.MAX_SAFE_INTEGER,
  answer = true,
  abrupt = false,
}: { limit?: number; answer?: boolean; abrupt?: boolean } = {}): Promise<StandIn> {
  const socketPath = path.join(directory, `clamd-${++serverCount}.sock`)
  const received: Received[] = []
  const sockets = new Set<net.Socket>()
  let pauseAt = Number.POSITIVE_INFINITY
  let paused: net.Socket | undefined

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    const record: Received = { command: '', bytes: 0, chunks: 0, largestChunk: 0 }
    received.push(record)
    let pending: Buffer = Buffer.alloc(0)
    let stage: 'command' | 'length' | 'data' | 'done' = 'command'
    let chunkLeft = 0
    // The last bytes seen, so a signature split across chunks is still found.
    let tail: Buffer = Buffer.alloc(0)
    let infected = false

    const reply = (line: string) => {
      stage = 'done'
      if (!answer) return
      // clamd closes at once, unread bytes and all; `abrupt` does the same (the client may see a reset).
      if (abrupt) socket.write(`${line}\0`, () => socket.destroy())
      else socket.end(`${line}\0`)
    }

    socket.on('data', (data: Buffer) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data])
      while (stage !== 'done') {
        if (stage === 'command') {
          if (pending.length < 10) break
          record.command = pending.subarray(0, 10).toString('latin1')
          pending = pending.subarray(10)
          if (record.command !== 'zINSTREAM\0') return reply('UNKNOWN COMMAND')
          stage = 'length'
        } else if (stage === 'length') {
          if (pending.length < 4) break
          chunkLeft = pending.readUInt32BE(0)
          pending = pending.subarray(4)
          if (chunkLeft === 0) return reply(infected ? 'stream: Eicar-Test-Signature FOUND' : 'stream: OK')
          record.chunks++
          record.largestChunk = Math.max(record.largestChunk, chunkLeft)
          if (record.bytes + chunkLeft > limit) return reply('INSTREAM size limit exceeded. ERROR')
          stage = 'data'
        } else {
          if (pending.length === 0) break
          const take = pending.subarray(0, chunkLeft)
          pending = pending.subarray(take.length)
          chunkLeft -= take.length
          record.bytes += take.length
          const window = Buffer.concat([tail, take])
          if (window.includes(EICAR)) infected = true
          tail = window.subarray(Math.max(0, window.length - EICAR.length + 1))
          if (chunkLeft === 0) stage = 'length'
        }
      }
      if (record.bytes >= pauseAt && !paused) {
        paused = socket
        socket.pause()
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, resolve)
  })

  const standIn: StandIn = {
    socketPath,
    received,
    pauseAfter: (bytes) => {
      pauseAt = bytes
    },
    resume: () => {
      pauseAt = Number.POSITIVE_INFINITY
      paused?.resume()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  running.push(standIn)
  return standIn
}

async function* chunks(...parts: (string | Buffer)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part
}

/** `total` bytes of filler in pieces of `pieceSize` (deliberately not a multiple of 64 KiB). */
async function* generated(total: number, pieceSize: number, progress?: { yielded: number }) {
  const piece = Buffer.alloc(pieceSize, 'a')
  let left = total
  while (left > 0) {
    const size = Math.min(left, pieceSize)
    left -= size
    if (progress) progress.yielded += size
    yield size === pieceSize ? piece : piece.subarray(0, size)
  }
}

describe('scanStream', () => {
  it('reports a clean file as clean, sending the INSTREAM command and framed chunks', async () => {
    const clamd = await startStandIn()
    const result = await scanStream(clamd.socketPath, chunks('hello ', 'world', ''))
    expect(result).toEqual({ verdict: 'clean' })
    expect(clamd.received).toEqual([{ command: 'zINSTREAM\0', bytes: 11, chunks: 2, largestChunk: 6 }])
  })

  it('reports the EICAR test string, split across two chunks, as infected', async () => {
    const clamd = await startStandIn()
    const at = 30
    const result = await scanStream(
      clamd.socketPath,
      chunks(
        Buffer.concat([Buffer.from('prefix '), EICAR.subarray(0, at)]),
        Buffer.concat([EICAR.subarray(at), Buffer.from(' suffix')]),
      ),
    )
    expect(result).toEqual({ verdict: 'infected', signature: 'Eicar-Test-Signature' })
    expect(clamd.received[0]).toMatchObject({ chunks: 2, bytes: EICAR.length + 14 })
  })

  it('streams a large input in chunks of at most 64 KiB, every byte arriving', async () => {
    const clamd = await startStandIn()
    const total = 50 * 1024 * 1024 + 7
    const result = await scanStream(clamd.socketPath, generated(total, 1_000_003))
    expect(result).toEqual({ verdict: 'clean' })
    expect(clamd.received[0].bytes).toBe(total)
    expect(clamd.received[0].largestChunk).toBe(64 * 1024)
  }, 60_000)

  it('reads the source no faster than clamd takes it (backpressure)', async () => {
    const clamd = await startStandIn()
    clamd.pauseAfter(1024 * 1024)
    const progress = { yielded: 0 }
    const total = 200 * 1024 * 1024
    const scan = scanStream(clamd.socketPath, generated(total, 256 * 1024, progress))
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Only what fits in the socket's buffers on top of what clamd took: far from the 200 MB on offer.
    expect(progress.yielded).toBeLessThan(16 * 1024 * 1024)
    clamd.resume()
    expect(await scan).toEqual({ verdict: 'clean' })
    expect(clamd.received[0].bytes).toBe(total)
  }, 60_000)

  it("gives clamd's error answer (size limit exceeded) as an error", async () => {
    const clamd = await startStandIn({ limit: 1024 * 1024 })
    const result = await scanStream(clamd.socketPath, generated(5 * 1024 * 1024, 100_000))
    expect(result.verdict).toBe('error')
    expect(result).toMatchObject({ reason: expect.stringContaining('INSTREAM size limit exceeded. ERROR') })
  })

  it('gives an error when clamd answers early and closes while the file is still being sent', async () => {
    const clamd = await startStandIn({ limit: 1024 * 1024, abrupt: true })
    // Whether the answer or the reset is seen first is a race: either way it is an error.
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await scanStream(clamd.socketPath, generated(20 * 1024 * 1024, 100_000))
      expect(result.verdict).toBe('error')
    }
  })

  it('gives an error when no clamd listens on the socket (ENOENT)', async () => {
    const result = await scanStream(path.join(directory, 'missing.sock'), chunks('hello'))
    expect(result).toEqual({ verdict: 'error', reason: expect.stringContaining('ENOENT') })
  })

  it('gives an error after timeoutMs when clamd never answers', async () => {
    const clamd = await startStandIn({ answer: false })
    const started = Date.now()
    const result = await scanStream(clamd.socketPath, chunks('hello'), { timeoutMs: 200 })
    expect(result).toEqual({ verdict: 'error', reason: expect.stringContaining('no answer') })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(clamd.received[0].bytes).toBe(5)
  })

  it('gives an error, without the file content, when the source fails', async () => {
    const clamd = await startStandIn()
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('secret-content')
      throw new Error('secret-content broke')
    }
    const result = await scanStream(clamd.socketPath, failing())
    expect(result.verdict).toBe('error')
    expect(JSON.stringify(result)).not.toContain('secret-content')
  })

  it('releases the source when the scan stops early', async () => {
    let released = false
    async function* endless(): AsyncGenerator<Uint8Array> {
      try {
        for (;;) yield Buffer.alloc(64 * 1024, 'b')
      } finally {
        released = true
      }
    }
    const clamd = await startStandIn({ limit: 1024 * 1024 })
    const result = await scanStream(clamd.socketPath, endless())
    expect(result.verdict).toBe('error')
    await expect.poll(() => released).toBe(true)
  })
})
