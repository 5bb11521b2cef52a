import { HeadObjectCommand, ListObjectsV2Command, ListPartsCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Client from '@/cms/client'
import type * as FileBytes from '@/cms/projects/file-bytes'
import type * as UploadExpiry from '@/cms/projects/upload-expiry'
import type * as UploadsRoute from '@/app/api/projects/[number]/uploads/[[...upload]]/handler'
import type * as LargeUpload from '@/features/projects/file-room/large-upload.testkit'
import { startTestS3Process } from '@/testing/s3-server-process.mjs'
import { generatedStream, tusCreate, tusHead, tusPatch } from '@/testing/tus-requests'

// #41's "Done when", on the S3-compatible test server: 1 GiB through the tus endpoint into the
// bucket (a multipart upload) with the RSS growth under 100 MB, served by a presigned URL, removed
// with its tus bookkeeping. The test server runs in a child process, so the bytes it receives do
// not count against this one; the S3 settings are in place before the app's first import.

let s3: Awaited<ReturnType<typeof startTestS3Process>>
let client: S3Client
let kit: typeof LargeUpload
let fileBytes: typeof FileBytes
let expiry: typeof UploadExpiry
let uploadsRoute: typeof UploadsRoute
let cms: typeof Client

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

beforeAll(async () => {
  s3 = await startTestS3Process('keyan-large-upload')
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  kit = await import('@/features/projects/file-room/large-upload.testkit')
  fileBytes = await import('@/cms/projects/file-bytes')
  expiry = await import('@/cms/projects/upload-expiry')
  uploadsRoute = await import('@/app/api/projects/[number]/uploads/[[...upload]]/handler')
  cms = await import('@/cms/client')
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})

afterAll(async () => {
  for (const name of S3_SETTINGS) delete process.env[name]
  client?.destroy()
  const peak = s3 ? kit?.peakRss(s3.pid) : null
  if (peak) console.log(`[large upload] the test S3 server's own peak RSS: ${(peak / 1e6).toFixed(1)} MB`)
  await s3?.close()
})

const keysUnder = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  )

describe('1 GiB upload to the S3-compatible test server', () => {
  it(
    'resumes, stores the bytes sent in the bucket, serves them by presigned URL, with the RSS growth under 100 MB',
    { timeout: 10 * 60_000 },
    async () => {
      // After the drop, the whole 8 MiB parts are in the multipart upload and the rest waits as the
      // incomplete part (`.part`), which the resumed PATCH takes up.
      const { room, file, row } = await kit.uploadLargeFile('S3', async (key) => {
        const incomplete = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${key}.part` }))
        expect(incomplete.ContentLength).toBe(kit.DROP_AFTER % (8 * 1024 * 1024))
      })
      const key = row.storage_key!
      const object = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
      expect(object.ContentLength).toBe(kit.LARGE_SIZE)
      // The object alone: no incomplete part left, and tus's bookkeeping (`.info`) removed once filed.
      expect((await keysUnder(key)).sort()).toEqual([key])

      // The link answers with a presigned URL of the bucket; its ranges are the bytes sent (the
      // start, around where the first PATCH dropped, the end).
      const answer = await kit.download(room, file.id)
      expect(answer.status).toBe(302)
      const location = answer.headers.get('location')!
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`), location).toBe(true)
      expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
      const ranges = [
        [0, 64 * 1024],
        [kit.DROP_AFTER - 32 * 1024, kit.DROP_AFTER + 32 * 1024],
        [kit.LARGE_SIZE - 64 * 1024, kit.LARGE_SIZE],
      ]
      for (const [start, end] of ranges) {
        const part = await fetch(location, { headers: { range: `bytes=${start}-${end! - 1}` } })
        expect(part.status, `bytes ${start}-${end! - 1}`).toBe(206)
        const bytes = Buffer.from(await part.arrayBuffer())
        expect(bytes.equals(await kit.generatedRange(kit.LARGE_SIZE, start!, end!)), `bytes ${start}-${end! - 1}`).toBe(
          true,
        )
      }

      await fileBytes.removeProjectFileBytes(row)
      expect(await keysUnder(key)).toEqual([])
    },
  )
})

describe('abandoned uploads in the bucket', () => {
  it('are deleted by the daily pass once expired (their multipart upload aborted); filed files stay', async () => {
    const payload = await cms.getPayload()
    const room = await kit.openRoom(payload)
    const MiB = 1024 ** 2
    // 9 MiB of 20: one whole 8 MiB part in the multipart upload, the rest as the incomplete `.part`.
    const created = await tusCreate(uploadsRoute.POST, room.number, 20 * MiB, { filename: 'abandoned.bam' }, room.who)
    expect(created.status, created.text).toBe(201)
    const sent = await tusPatch(uploadsRoute.PATCH, room.number, created.id!, 0, generatedStream(9 * MiB), room.who)
    expect(sent).toMatchObject({ status: 204, offset: 9 * MiB })
    const key = `file-room/${created.id}`
    expect((await keysUnder(key)).sort()).toEqual([`${key}.info`, `${key}.part`])
    const info = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${key}.info` }))
    const uploadId = info.Metadata?.['upload-id']
    expect(uploadId).toBeTruthy()
    const parts = await client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId }))
    expect(parts.Parts).toHaveLength(1)

    const done = await tusCreate(uploadsRoute.POST, room.number, 8, { filename: 'done.txt' }, room.who)
    expect(
      (await tusPatch(uploadsRoute.PATCH, room.number, done.id!, 0, Buffer.from('finished'), room.who)).status,
    ).toBe(204)

    // Not yet: the pass leaves it; eight days on, it is gone.
    await expiry.expireAbandonedUploads(payload)
    expect((await keysUnder(key)).sort()).toEqual([`${key}.info`, `${key}.part`])
    const pass = await expiry.expireAbandonedUploads(payload, new Date(Date.now() + 8 * 86_400_000))
    expect(pass.expired).toBeGreaterThanOrEqual(1)
    expect(await keysUnder(key)).toEqual([])
    await expect(
      client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' })
    expect((await tusHead(uploadsRoute.HEAD, room.number, created.id!, room.who)).status).toBe(404)
    expect(await keysUnder(`file-room/${done.id}`)).toEqual([`file-room/${done.id}`])
    expect((await kit.detail(room)).files.map((file) => file.name)).toEqual(['done.txt'])
  })
})
