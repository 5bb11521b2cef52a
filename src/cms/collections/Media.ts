import { APIError, type CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/cms/access'
import { env } from '@/lib/env'
import { altProblem, MEDIA_MAX_BYTES, MEDIA_MIME_TYPES, MEDIA_RULES_TEXT, tooLargeMessage } from '@/cms/media/rules'
import { findMediaUses, stillUsedMessage } from '@/cms/media/usage'
import { checkUploadSpace, cleanUpFailedUpload } from '@/cms/media/upload-space'
import { publicApiError } from '@/cms/errors'
import path from 'node:path'
import { uploadFieldLabels } from '@/cms/fields/upload-labels'

const webp = { format: 'webp' as const, options: { quality: 80 } }
// effort 2: a 1600 px AVIF in well under a second on this class of machine (effort 4 took 12 s).
const avif = { format: 'avif' as const, options: { quality: 55, effort: 2 } }

/**
 * The image library. The site reads the sizes `thumbnail`, `card` and `hero` (src/lib/media.ts),
 * generated as WebP; `card_avif` and `hero_avif` are the same crops in AVIF. Crops follow the focal
 * point set in the admin. Images are limited to 10 MB each (the root upload limit, 200 MB, is for
 * academic resources), and an image still used anywhere cannot be deleted.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '图片', plural: '图片素材' },
  admin: {
    group: '素材',
    useAsTitle: 'alt',
    description: MEDIA_RULES_TEXT,
    // Without this the list (and the rich-text editor's image picker) shows the storage plugin's
    // internal prefix and object-key columns.
    defaultColumns: ['alt', 'filename', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.join(env.uploadDir, 'media'),
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    crop: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: webp },
      { name: 'card', width: 800, height: undefined, formatOptions: webp },
      { name: 'hero', width: 1600, height: undefined, formatOptions: webp },
      { name: 'card_avif', width: 800, height: undefined, formatOptions: avif },
      { name: 'hero_avif', width: 1600, height: undefined, formatOptions: avif },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [
      ({ args, operation, req }) => {
        if ((operation === 'create' || operation === 'update') && req.file && req.file.size > MEDIA_MAX_BYTES) {
          throw publicApiError(tooLargeMessage(req.file.size), 413)
        }
        return args
      },
    ],
    // A full disk: a Chinese 507 before anything is written, and no partial or orphaned files after
    // a failed write (src/cms/media/upload-space.ts).
    beforeValidate: [checkUploadSpace()],
    afterError: [cleanUpFailedUpload()],
    beforeDelete: [
      async ({ id, req }) => {
        const media = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req })
        const filenames = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter(
          (name): name is string => Boolean(name),
        )
        const uses = await findMediaUses(req.payload, id, filenames, req)
        if (uses.length) throw new APIError(stillUsedMessage(uses), 409, { uses }, true)
      },
    ],
  },
  fields: [
    // Payload's own file fields, with Chinese labels (src/cms/fields/upload-labels.ts).
    ...uploadFieldLabels,
    {
      name: 'upload_rules',
      type: 'ui',
      admin: { components: { Field: '/cms/media/UploadRules#UploadRules' }, disableListColumn: true },
    },
    {
      name: 'alt',
      label: '替代文字',
      type: 'text',
      required: true,
      validate: altProblem,
      admin: {
        description:
          '必填。用一句话说明图片里是什么，供读屏软件朗读、图片无法显示时替代，例如“2025 年学术年会现场”。不要只写“图片”。',
      },
    },
  ],
}
