/** What the media library accepts, stated in the admin and enforced on upload (Media.ts). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']
export const MEDIA_TYPES_TEXT = 'PNG、JPEG、WebP、AVIF、GIF、SVG'

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`

export const MEDIA_RULES_TEXT = `可上传 ${MEDIA_TYPES_TEXT} 图片，每张不超过 ${megabytes(MEDIA_MAX_BYTES)}。上传后可在图片上点选焦点：裁剪缩略图时保留焦点附近的内容。系统自动生成 WebP 和 AVIF 格式的各个尺寸。`

/** The Chinese refusal for an image over the limit. */
export const tooLargeMessage = (bytes: number): string =>
  `图片过大：${megabytes(bytes)}，图片素材每张不能超过 ${megabytes(MEDIA_MAX_BYTES)}。请压缩或缩小后再上传。`

/** Alt texts that say nothing about the picture (compared without spaces, case-insensitive). */
const MEANINGLESS_ALT = new Set(['图片', '图像', '照片', '图', 'image', 'img', 'picture', 'photo', 'pic'])

export function altProblem(value: unknown): string | true {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return '请填写替代文字：用一句话说明图片内容。'
  if (MEANINGLESS_ALT.has(text.replace(/\s+/g, '').toLowerCase()))
    return '替代文字要说明图片里是什么，例如“2025 年学术年会现场”，不能只写“图片”。'
  return true
}
