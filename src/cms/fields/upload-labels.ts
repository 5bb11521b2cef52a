import type { Field } from 'payload'

/**
 * Chinese labels for fields Payload (3.90.1) adds to every upload collection with English ones
 * (MIME Type, URL, Thumbnail URL). Listed in the collection's own fields, they are merged into
 * Payload's (its type, hooks and admin settings kept, the label ours) when the configuration is
 * built, so every copy of the configuration has them (the admin's included).
 */
export const uploadFieldLabels: Field[] = [
  { name: 'mimeType', label: '文件类型', type: 'text' },
  { name: 'url', label: '网址', type: 'text' },
  { name: 'thumbnailURL', label: '缩略图网址', type: 'text' },
]
