import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The marker the stand-in reports as a virus (kept out of real scanners' signatures on purpose). */
export const STAND_IN_VIRUS = 'KEYAN-TEST-VIRUS-SIGNATURE-5f1c'

/**
 * A stand-in clamd on a Unix socket for integration tests: reads `zINSTREAM\0` and the 4-byte
 * length-prefixed chunks up to the zero length, then answers `stream: OK` or, when the bytes hold
 * STAND_IN_VIRUS, `stream: Keyan.Test.Virus FOUND`.
 */
export async function startClamdStandIn(): Promise<{
  socketPath: string
  scans: () => number
  close: () => Promise<void>
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-clamd-'))
  const socketPath = path.join(directory, 'clamd.sock')
  let scans = 0
  const marker = Buffer.from(STAND_IN_VIRUS)
  const server = net.createServer((socket) => {
    let pending = Buffer.alloc(0)
    let commandRead = false
    let chunkLeft = 0
    let tail = Buffer.alloc(0)
    let found = false
    socket.on('error', () => {})
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data])
      for (;;) {
        if (!commandRead) {
          if (pending.length < 10) return
          if (pending.subarray(0, 10).toString('latin1') !== 'zINSTREAM\0') return void socket.end('UNKNOWN COMMAND\0')
          commandRead = true
          pending = pending.subarray(10)
        } else if (chunkLeft === 0) {
          if (pending.length < 4) return
          chunkLeft = pending.readUInt32BE(0)
          pending = pending.subarray(4)
          if (chunkLeft === 0) {
            scans += 1
            return void socket.end(found ? 'stream: Keyan.Test.Virus FOUND\0' : 'stream: OK\0')
          }
        } else {
          if (pending.length === 0) return
          const take = pending.subarray(0, chunkLeft)
          pending = pending.subarray(take.length)
          chunkLeft -= take.length
          const window = Buffer.concat([tail, take])
          if (window.includes(marker)) found = true
          tail = window.subarray(Math.max(0, window.length - marker.length))
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(socketPath, resolve))
  return {
    socketPath,
    scans: () => scans,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
