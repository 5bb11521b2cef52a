import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { env } from '@/lib/env'

/** The upload collections and the folder (local) or key prefix (bucket) of their files. */
export const UPLOAD_FOLDERS = {
  media: 'media',
  'academic-resources': 'resources',
  'project-files': 'project-files',
} as const

/**
 * Upload storage: local disk under UPLOAD_DIR by default; an S3-compatible bucket when S3_BUCKET
 * is set. Files are still served by Payload at /cms-api/<collection>/file/<name> (through each
 * collection's read access, with Range support), so URLs, image sizes and downloads are the same
 * on both. The plugin is always registered (enabled or not) so that the database schema, which
 * gains a `prefix` column, does not depend on the environment.
 */
export function uploadStorage(): Plugin {
  const { bucket } = env.s3
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket: bucket ?? 'unset',
    collections: {
      media: { prefix: UPLOAD_FOLDERS.media },
      'academic-resources': { prefix: UPLOAD_FOLDERS['academic-resources'] },
      'project-files': { prefix: UPLOAD_FOLDERS['project-files'] },
    },
    config: s3ClientConfig(),
  })
}

/** The bucket's client settings, for the storage plugin and for reading a confidential file back. */
export function s3ClientConfig(): S3ClientConfig {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = env.s3
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    // S3-compatible services (MinIO, OSS, COS) do not all accept the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}
