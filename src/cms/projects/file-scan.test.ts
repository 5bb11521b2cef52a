import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { STAND_IN_VIRUS, startClamdStandIn } from '@/testing/clamd-stand-in'
import { SCAN_CLEAN, SCAN_NOT_CONFIGURED, SCAN_TOO_LARGE, scanProjectFile } from './file-scan'

// What the file room records of a scan, with the stand-in clamd of the integration tests (and, for
// clamd's own size limit, a socket that answers as clamd does past its StreamMaxLength).

const settings = env.fileRoom as { clamdSocket?: string; scanMaxBytes: number }
const defaults = { ...settings }
let clamd: Awaited<ReturnType<typeof startClamdStandIn>>

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text)
}

/** A socket that reads the command and answers clamd's size-limit error after the first chunk. */
async function limitedClamd(): Promise<{ socketPath: string; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-clamd-limit-'))
  const socketPath = path.join(directory, 'clamd.sock')
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined)
    let received = 0
    socket.on('data', (data: Buffer) => {
      received += data.length
      if (received > 14) socket.end('INSTREAM size limit exceeded. ERROR\0')
    })
  })
  await new Promise<void>((resolve) => server.listen(socketPath, resolve))
  return {
    socketPath,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

beforeAll(async () => {
  clamd = await startClamdStandIn()
})
afterEach(() => Object.assign(settings, defaults))
afterAll(async () => {
  await clamd.close()
})

describe('scanProjectFile', () => {
  it('without CLAMD_SOCKET: ready, recorded as not scanned, the file not read', async () => {
    settings.clamdSocket = undefined
    const open = vi.fn(() => bytes('data'))
    expect(await scanProjectFile(4, open)).toEqual({ status: 'ready', scan: SCAN_NOT_CONFIGURED })
    expect(open).not.toHaveBeenCalled()
  })

  it('records a clean scan, and quarantines an infected file', async () => {
    settings.clamdSocket = clamd.socketPath
    expect(await scanProjectFile(4, () => bytes('data'))).toEqual({ status: 'ready', scan: SCAN_CLEAN })
    expect(await scanProjectFile(40, () => bytes(`x ${STAND_IN_VIRUS} y`))).toEqual({
      status: 'quarantined',
      scan: '发现病毒：Keyan.Test.Virus',
    })
  })

  it('over FILE_SCAN_MAX_BYTES: recorded as too large to scan, never as clean, and not sent to clamd', async () => {
    settings.clamdSocket = clamd.socketPath
    settings.scanMaxBytes = 10
    const before = clamd.scans()
    const open = vi.fn(() => bytes('eleven byte'))
    expect(await scanProjectFile(11, open)).toEqual({ status: 'ready', scan: SCAN_TOO_LARGE })
    expect(open).not.toHaveBeenCalled()
    expect(clamd.scans()).toBe(before)
  })

  it('a file clamd refuses as longer than its StreamMaxLength is recorded as not scanned (and the setting warned of)', async () => {
    const limited = await limitedClamd()
    try {
      settings.clamdSocket = limited.socketPath
      const warn = vi.fn()
      const record = await scanProjectFile(64 * 1024, () => bytes('y'.repeat(64 * 1024)), warn)
      expect(record.status).toBe('ready')
      expect(record.scan.startsWith(SCAN_TOO_LARGE)).toBe(true)
      expect(record.scan).not.toContain(SCAN_CLEAN)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('StreamMaxLength'))
    } finally {
      await limited.close()
    }
  })

  it('quarantines a file when clamd cannot be reached or the file cannot be read', async () => {
    settings.clamdSocket = path.join(os.tmpdir(), 'keyan-no-clamd-here.sock')
    const away = await scanProjectFile(4, () => bytes('data'))
    expect(away.status).toBe('quarantined')
    expect(away.scan).toMatch(/^扫描失败：/)
    settings.clamdSocket = clamd.socketPath
    const unreadable = await scanProjectFile(4, () => Promise.reject(new Error('gone')))
    expect(unreadable).toEqual({ status: 'quarantined', scan: '扫描失败：the file could not be read' })
  })
})
