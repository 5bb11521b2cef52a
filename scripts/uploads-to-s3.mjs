#!/usr/bin/env node
// `npm run uploads:to-s3 [-- --dry-run]`: copies the files of a local-disk installation
// (UPLOAD_DIR/media, UPLOAD_DIR/resources) into the S3-compatible bucket, under the same key
// prefixes the storage plugin uses (media/, resources/). Objects already in the bucket with the
// same size are skipped, so the script can be run again after an interruption. Local files are
// never deleted: remove them yourself once the site serves from the bucket.
import fs from 'node:fs'
import path from 'node:path'
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

const dryRun = process.argv.includes('--dry-run')
const setting = (name) => (process.env[name] ?? '').trim() || undefined
const bucket = setting('S3_BUCKET')
if (!bucket) {
  console.error(
    '未设置 S3_BUCKET：请先配置目标存储桶（S3_BUCKET、S3_ENDPOINT、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY）。',
  )
  process.exit(2)
}
const dataDir = path.resolve(setting('DATA_DIR') ?? 'data')
const uploadDir = path.resolve(dataDir, setting('UPLOAD_DIR') ?? 'uploads')
const accessKeyId = setting('S3_ACCESS_KEY_ID')
const secretAccessKey = setting('S3_SECRET_ACCESS_KEY')
const client = new S3Client({
  region: setting('S3_REGION') ?? 'auto',
  endpoint: setting('S3_ENDPOINT'),
  forcePathStyle: setting('S3_FORCE_PATH_STYLE') === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
})

async function remoteSize(key) {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? null
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 404 || error?.name === 'NotFound') return null
    throw error
  }
}

const counts = { uploaded: 0, skipped: 0 }
// The folders of src/cms/storage.ts UPLOAD_FOLDERS (this plain-node script cannot import the TypeScript).
for (const folder of ['media', 'resources', 'project-files']) {
  const directory = path.join(uploadDir, folder)
  if (!fs.existsSync(directory)) continue
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name)
    const stat = fs.statSync(file)
    if (!stat.isFile()) continue
    const key = `${folder}/${name}`
    if ((await remoteSize(key)) === stat.size) {
      counts.skipped += 1
      continue
    }
    if (!dryRun) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.readFileSync(file), ContentLength: stat.size }),
      )
    }
    counts.uploaded += 1
    console.log(`${dryRun ? '[dry-run] ' : ''}↑ ${key} (${stat.size} B)`)
  }
}
console.log(
  `完成：上传 ${counts.uploaded} 个文件，跳过 ${counts.skipped} 个已存在的文件。(uploaded ${counts.uploaded}, skipped ${counts.skipped})`,
)
