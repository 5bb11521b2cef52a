import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from './s3-server'

// The test S3 server's ListParts and AbortMultipartUpload (added to s3rver), through the SDK
// @tus/s3-store uses.
let s3: TestS3
let client: S3Client

beforeAll(async () => {
  s3 = await startTestS3()
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})

afterAll(async () => {
  client?.destroy()
  await s3?.close()
})

const md5 = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`

describe('test S3 server: ListParts and AbortMultipartUpload', () => {
  it('lists the parts of a multipart upload, which then completes to the same bytes', async () => {
    const Bucket = s3.bucket
    const Key = 'uploads/a file & more.bin'
    const first = randomBytes(5 * 1024 * 1024 + 1)
    const second = randomBytes(1234)
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
    expect(UploadId).toBeTruthy()

    expect((await client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).Parts ?? []).toEqual([])

    const etags = []
    for (const [index, Body] of [first, second].entries()) {
      const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: index + 1, Body }))
      etags.push(ETag)
    }
    expect(etags).toEqual([md5(first), md5(second)])

    const listed = await client.send(new ListPartsCommand({ Bucket, Key, UploadId }))
    expect(listed).toMatchObject({
      Bucket,
      Key,
      UploadId,
      IsTruncated: false,
      MaxParts: 1000,
      NextPartNumberMarker: '2',
    })
    expect(listed.Parts).toEqual([
      { PartNumber: 1, ETag: md5(first), Size: first.length, LastModified: expect.any(Date) },
      { PartNumber: 2, ETag: md5(second), Size: second.length, LastModified: expect.any(Date) },
    ])

    const afterFirst = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: '1' }))
    expect(afterFirst.Parts?.map((part) => part.PartNumber)).toEqual([2])
    const paged = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 1 }))
    expect(paged).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '1', Parts: [{ PartNumber: 1 }] })

    // As @tus/s3-store does: complete with the listed parts.
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: { Parts: listed.Parts!.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })) },
      }),
    )
    const object = await client.send(new GetObjectCommand({ Bucket, Key }))
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(Buffer.concat([first, second]))).toBe(true)

    // A completed upload is gone: NoSuchUpload, which @tus/s3-store reads as "upload finished".
    await expect(client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
      $metadata: { httpStatusCode: 404 },
    })
  })

  it('answers NoSuchUpload for an unknown upload id or another key', async () => {
    const Bucket = s3.bucket
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: 'one' }))
    for (const input of [
      { Bucket, Key: 'one', UploadId: 'unknown' },
      { Bucket, Key: 'one', UploadId: '../../etc' },
      { Bucket, Key: 'other', UploadId },
    ]) {
      await expect(client.send(new ListPartsCommand(input))).rejects.toMatchObject({ name: 'NoSuchUpload' })
    }
  })

  it('aborts an upload: its parts are gone', async () => {
    const Bucket = s3.bucket
    const Key = 'aborted'
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
    await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(10) }))
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
    await expect(client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
    })
    await expect(client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
    })
  })
})
