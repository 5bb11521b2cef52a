import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver'
import { freePort } from './net.mjs'

export type TestS3 = { endpoint: string; bucket: string; directory: string; close: () => Promise<void> }

/** An S3-compatible server on loopback (s3rver), with one empty bucket, for storage tests. */
export async function startTestS3(bucket = 'keyan-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
