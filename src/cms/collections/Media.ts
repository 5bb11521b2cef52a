import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/cms/access'
import { env } from '@/lib/env'
import path from 'node:path'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '图片', plural: '图片素材' },
  admin: { group: '素材', useAsTitle: 'alt' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.join(env.uploadDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: undefined },
      { name: 'hero', width: 1600, height: undefined },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: '替代文字', type: 'text', required: true, defaultValue: '图片' }],
}
