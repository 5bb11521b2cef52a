import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfDocument } from '@/cms/seed/guide-pdf'
import { startTestS3, type TestS3 } from '@/testing/s3-server'

// This file runs in its own worker: the S3 settings below are in place before the Payload config
// is first imported, so the bucket is the storage of this worker's Payload.
let s3: TestS3
let payload: Payload
let client: S3Client

beforeAll(async () => {
  s3 = await startTestS3()
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  payload = await (await import('@/cms/client')).getPayload()
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})

afterAll(async () => {
  for (const name of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ]) {
    delete process.env[name]
  }
  await s3?.close()
})

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

describe('S3-compatible upload storage (S3_BUCKET set)', () => {
  it('stores an image and its generated sizes in the bucket, and serves it through /cms-api', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const name = `s3-check-${Date.now()}.png`
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'S3 测试图片' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
    })
    expect(media.prefix).toBe('media')
    const keys = await bucketKeys('media/')
    expect(keys).toContain(`media/${media.filename}`)
    for (const size of ['thumbnail', 'card']) {
      const sized = (media.sizes as Record<string, { filename?: string | null }>)[size]
      expect(sized?.filename, size).toBeTruthy()
      expect(keys).toContain(`media/${sized!.filename}`)
    }
    expect(await objectBytes(`media/${media.filename}`)).toEqual(png)

    const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
    const response = await GET(new Request(`http://localhost:3000/cms-api/media/file/${media.filename}`), {
      params: Promise.resolve({ slug: ['media', 'file', media.filename!] }),
    })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png)
  })

  it('stores a resource file under resources/ and downloads it only while the resource is active', async () => {
    const pdf = pdfDocument({
      title: 'S3 存储检查',
      subtitle: '测试',
      sections: [{ heading: '检查', paragraphs: ['一页。'] }],
    })
    const resource = await payload.create({
      collection: 'academic-resources',
      data: { title: 'S3 存储测试资源', description: '测试', is_active: false },
      file: { data: pdf, mimetype: 'application/pdf', name: `s3-guide-${Date.now()}.pdf`, size: pdf.length },
    })
    expect(await bucketKeys('resources/')).toContain(`resources/${resource.filename}`)

    const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
    const download = () =>
      GET(new Request(`http://localhost:3000/cms-api/academic-resources/file/${resource.filename}`), {
        params: Promise.resolve({ slug: ['academic-resources', 'file', resource.filename!] }),
      })
    expect((await download()).status).toBe(403)
    await payload.update({ collection: 'academic-resources', id: resource.id, data: { is_active: true } })
    const active = await download()
    expect(active.status).toBe(200)
    expect(Buffer.from(await active.arrayBuffer())).toEqual(pdf)
  })
})

describe('scripts/uploads-to-s3.mjs', () => {
  it('copies the files of a local installation into the bucket under the same prefixes, and skips them the second time', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-to-s3-'))
    fs.mkdirSync(path.join(dataDir, 'uploads/media'), { recursive: true })
    fs.mkdirSync(path.join(dataDir, 'uploads/resources'), { recursive: true })
    const stamp = Date.now()
    fs.writeFileSync(path.join(dataDir, `uploads/media/local-${stamp}.png`), Buffer.from('png bytes'))
    fs.writeFileSync(path.join(dataDir, `uploads/resources/guide-${stamp}.pdf`), Buffer.from('pdf bytes'))
    // Asynchronously: the test S3 server runs in this process and must keep answering.
    const run = () =>
      promisify(execFile)(process.execPath, [path.resolve('scripts/uploads-to-s3.mjs')], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: '' },
      })
    const first = await run()
    expect(first.stdout).toContain('uploaded 2, skipped 0')
    expect(await objectBytes(`media/local-${stamp}.png`)).toEqual(Buffer.from('png bytes'))
    expect(await objectBytes(`resources/guide-${stamp}.pdf`)).toEqual(Buffer.from('pdf bytes'))
    expect((await run()).stdout).toContain('uploaded 0, skipped 2')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
