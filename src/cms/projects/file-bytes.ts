import fs from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { UPLOAD_FOLDERS, s3ClientConfig } from '@/cms/storage'
import { env } from '@/lib/env'

let client: S3Client | null = null

/**
 * The bytes of a confidential project file, from the bucket when one is configured, else from
 * the upload folder: read by the server for a client's download after the ownership check, so
 * the file is never reachable at an address of its own.
 */
export async function readProjectFile(file: { filename?: string | null; prefix?: string | null }): Promise<Buffer> {
  const name = file.filename
  if (!name || name.includes('/') || name.includes('\\') || name === '..')
    throw new Error('project file has no usable name')
  if (env.s3.bucket) {
    client ??= new S3Client(s3ClientConfig())
    const key = path.posix.join(file.prefix || UPLOAD_FOLDERS['project-files'], name)
    const object = await client.send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  return fs.readFile(path.join(env.uploadDir, 'project-files', name))
}
