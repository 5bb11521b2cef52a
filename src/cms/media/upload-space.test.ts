import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { APIError, FileUploadError } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  bytesOnDisk,
  checkUploadSpace,
  cleanUpFailedUpload,
  INSUFFICIENT_STORAGE,
  noMoreFilesMessage,
  plannedFiles,
  reserveBytes,
  type DiskSpace,
} from './upload-space'

type BeforeArgs = Parameters<ReturnType<typeof checkUploadSpace>>[0]
type AfterArgs = Parameters<ReturnType<typeof cleanUpFailedUpload>>[0]

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-space-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const MB = 1024 * 1024
const fixedSpace =
  (freeBytes: number, totalBytes = 100 * MB, freeInodes = 1000) =>
  async (): Promise<DiskSpace> => ({ freeBytes, totalBytes, blockSize: 4096, freeInodes })

/** What Payload hands the hooks after generating an image's sizes. */
const imageData = () => ({
  alt: '测试图片',
  filename: 'photo.png',
  filesize: 300_000,
  sizes: {
    thumbnail: { filename: 'photo-400x300.webp', filesize: 20_000 },
    card: { filename: 'photo-800x600.webp', filesize: 60_000 },
    hero: { filename: null, filesize: null },
  },
})

function fakeRequest(rowExists = false) {
  return {
    file: { name: 'photo.png', size: 300_000 },
    context: {} as Record<string, unknown>,
    payload: { db: { findOne: async () => (rowExists ? { id: 1 } : null) } },
  }
}
const collection = { slug: 'media', upload: { staticDir: '' } }

function runBefore(space: () => Promise<DiskSpace>, request = fakeRequest()) {
  const hook = checkUploadSpace({ space })
  return hook({
    collection: { ...collection, upload: { staticDir: dir } },
    data: imageData(),
    req: request,
    operation: 'create',
    context: request.context,
  } as unknown as BeforeArgs)
}

describe('upload disk space', () => {
  it('counts the original and every generated size, in whole blocks, plus a reserve', () => {
    const files = plannedFiles(dir, imageData())
    expect(files.map((file) => path.basename(file.path))).toEqual([
      'photo.png',
      'photo-400x300.webp',
      'photo-800x600.webp',
    ])
    expect(bytesOnDisk(files, 4096)).toBe((74 + 5 + 15) * 4096)
    expect(reserveBytes(2 * MB)).toBe(64 * 1024)
    expect(reserveBytes(10_000 * MB)).toBe(100 * MB)
    expect(reserveBytes(1_000_000 * MB)).toBe(512 * MB)
  })

  it('refuses an upload the disk cannot hold with a Chinese 507, before anything is written', async () => {
    const refusal = await runBefore(fixedSpace(200_000)).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(APIError)
    expect((refusal as APIError).status).toBe(INSUFFICIENT_STORAGE)
    expect((refusal as APIError).message).toMatch(/^服务器存储空间不足：本次上传约需 .+ MB，当前仅剩 0\.2 MB/)
    expect((refusal as APIError).isPublic).toBe(true)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('lets an upload through when there is room, noting the files it will write', async () => {
    const request = fakeRequest()
    const data = await runBefore(fixedSpace(50 * MB), request)
    expect(data).toMatchObject({ filename: 'photo.png' })
    expect(request.context.plannedUploadFiles).toMatchObject({ original: 'photo.png' })
  })

  it('after a failed write on a full disk: removes the partial files and answers the Chinese 507', async () => {
    const request = fakeRequest()
    await runBefore(fixedSpace(50 * MB), request)
    // What Payload leaves behind: one file written whole, one cut short by ENOSPC.
    fs.writeFileSync(path.join(dir, 'photo-400x300.webp'), Buffer.alloc(20_000))
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096))
    fs.writeFileSync(path.join(dir, 'someone-else.png'), 'not this request’s')
    const answer = await cleanUpFailedUpload({ space: fixedSpace(4096) })({
      collection,
      error: new FileUploadError(),
      req: request,
      context: request.context,
      result: {},
    } as unknown as AfterArgs)
    expect(fs.readdirSync(dir)).toEqual(['someone-else.png'])
    expect(answer).toMatchObject({
      status: 507,
      response: { errors: [{ message: expect.stringMatching(/^服务器存储空间不足/) }] },
    })
  })

  it('after a write failed for want of inodes: removes the files and says no more files fit', async () => {
    const request = fakeRequest()
    await runBefore(fixedSpace(50 * MB), request)
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(300_000))
    const answer = await cleanUpFailedUpload({ space: fixedSpace(50 * MB, 100 * MB, 1) })({
      collection,
      error: new FileUploadError(),
      req: request,
      context: request.context,
      result: {},
    } as unknown as AfterArgs)
    expect(fs.readdirSync(dir)).toEqual([])
    expect(answer).toMatchObject({ status: 507, response: { errors: [{ message: noMoreFilesMessage }] } })
  })

  it('keeps the files when a row refers to them, and leaves other errors’ answers alone', async () => {
    const kept = fakeRequest(true)
    await runBefore(fixedSpace(50 * MB), kept)
    fs.writeFileSync(path.join(dir, 'photo.png'), 'stored')
    const hook = cleanUpFailedUpload({ space: fixedSpace(4096) })
    const args = (request: ReturnType<typeof fakeRequest>, error: Error) =>
      ({ collection, error, req: request, context: request.context, result: {} }) as unknown as AfterArgs
    expect(await hook(args(kept, new FileUploadError()))).toBeUndefined()
    expect(fs.readdirSync(dir)).toEqual(['photo.png'])

    fs.rmSync(path.join(dir, 'photo.png'))
    const other = fakeRequest()
    await runBefore(fixedSpace(50 * MB), other)
    fs.writeFileSync(path.join(dir, 'photo.png'), 'written before the database failed')
    expect(await hook(args(other, new Error('database unavailable')))).toBeUndefined()
    expect(fs.readdirSync(dir)).toEqual([])
  })
})
