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
  // s3rver is a Koa app; its middleware is composed when it starts listening.
  server.middleware.unshift(multipartUploadMiddleware(server.store))
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

// ListParts (`GET /<bucket>/<key>?uploadId=…`) and AbortMultipartUpload (`DELETE …?uploadId=…`),
// which s3rver 3.7.1 lacks: @tus/s3-store lists parts on every write and HEAD, and aborts on DELETE.
// Answers from s3rver's own files: <bucket>/._S3rver_uploads/<uploadId>/ holds `key`, `metadata`,
// and per part `<n>` and `<n>.md5` (node_modules/s3rver/lib/stores/filesystem.js).
// Path-style requests only (forcePathStyle), and like the rest of the test server, no auth check.

type KoaContext = {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  status: number
  type: string
  body: unknown
}
type FilesystemStore = { getResourcePath: (bucket: string, key: undefined, resource: string) => string }

const MAX_PARTS = 1000

function multipartUploadMiddleware(store: FilesystemStore) {
  return async (ctx: KoaContext, next: () => Promise<unknown>) => {
    const uploadId = ctx.query.uploadId
    if ((ctx.method !== 'GET' && ctx.method !== 'DELETE') || typeof uploadId !== 'string') return next()
    const [bucket, key] = bucketAndKey(ctx.path)
    if (!bucket || !key) return next()

    const uploadDir = /^[\w-]+$/.test(uploadId)
      ? path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId)
      : undefined
    const storedKey = uploadDir
      ? await fs.promises.readFile(path.join(uploadDir, 'key'), 'utf8').catch(() => null)
      : null
    if (!uploadDir || storedKey !== key) {
      ctx.status = 404
      ctx.type = 'application/xml'
      ctx.body = xml(
        'Error',
        element('Code', 'NoSuchUpload') +
          element(
            'Message',
            'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
          ) +
          element('UploadId', uploadId),
      )
      return
    }

    if (ctx.method === 'DELETE') {
      await fs.promises.rm(uploadDir, { recursive: true, force: true })
      ctx.status = 204
      return
    }

    const marker = wholeNumber(ctx.query['part-number-marker']) ?? 0
    const maxParts = Math.min(wholeNumber(ctx.query['max-parts']) || MAX_PARTS, MAX_PARTS)
    const numbers = (await fs.promises.readdir(uploadDir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((n) => n > marker)
      .sort((a, b) => a - b)
    const parts = []
    for (const n of numbers) {
      const file = path.join(uploadDir, String(n))
      // `<n>.md5` is written once the part is complete: a part still arriving is not listed yet.
      const md5 = await fs.promises.readFile(`${file}.md5`, 'utf8').catch(() => null)
      const stat = await fs.promises.stat(file).catch(() => null)
      if (md5 === null || stat === null) continue
      parts.push({ n, md5: md5.trim(), size: stat.size, modified: stat.mtime })
    }
    const page = parts.slice(0, maxParts)
    const truncated = parts.length > page.length

    ctx.status = 200
    ctx.type = 'application/xml'
    ctx.body = xml(
      'ListPartsResult',
      element('Bucket', bucket) +
        element('Key', key) +
        element('UploadId', uploadId) +
        element('StorageClass', 'STANDARD') +
        element('PartNumberMarker', String(marker)) +
        element('NextPartNumberMarker', String(page.at(-1)?.n ?? marker)) +
        element('MaxParts', String(maxParts)) +
        element('IsTruncated', String(truncated)) +
        page
          .map((part) =>
            element(
              'Part',
              element('PartNumber', String(part.n)) +
                element('LastModified', part.modified.toISOString()) +
                element('ETag', `"${part.md5}"`) +
                element('Size', String(part.size)),
              false,
            ),
          )
          .join(''),
    )
  }
}

/** `/<bucket>/<key…>` (percent-decoded), or nothing for other paths. */
function bucketAndKey(pathname: string): [string?, string?] {
  const [, bucket, ...keyParts] = pathname.split('/')
  try {
    const name = decodeURIComponent(bucket ?? '')
    // A bucket name is one path segment: nothing that could leave s3rver's directory.
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name) || name.includes('..')) return []
    return [name, keyParts.map(decodeURIComponent).join('/')]
  } catch {
    return []
  }
}

function wholeNumber(value: string | string[] | undefined): number | undefined {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined
}

function element(name: string, content: string, escape = true): string {
  return `<${name}>${escape ? escapeXml(content) : content}</${name}>`
}

function xml(root: string, content: string): string {
  const namespace = root === 'Error' ? '' : ' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"'
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${namespace}>${content}</${root}>`
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)
}
