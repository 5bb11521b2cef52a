/** What a visitor can do with a resource's file (spec part 1, §5 and §8). Pure. */
import type { ResourceDTO } from './serialize'

export const VIDEO_FILE_TYPES = ['MP4', 'AVI', 'MOV'] as const

type FileFields = Pick<ResourceDTO, 'file_type'>

export function normalisedType(resource: FileFields): string {
  return (resource.file_type ?? '').trim().toUpperCase()
}

export function isVideoResource(resource: FileFields): boolean {
  return (VIDEO_FILE_TYPES as readonly string[]).includes(normalisedType(resource))
}

/** The name the browser saves the file under: the uploaded name, else the title. */
export function downloadFilename(resource: Pick<ResourceDTO, 'original_filename' | 'title'>): string {
  const original = resource.original_filename?.trim()
  return original ? original : resource.title
}

export function hasFileLink(resource: Pick<ResourceDTO, 'file_url'>): resource is { file_url: string } {
  return typeof resource.file_url === 'string' && resource.file_url.trim() !== ''
}

export const resourceMessages = {
  missingFile: (id: ResourceDTO['id']) => `文件链接不存在，请检查文件是否已正确上传。资源ID: ${id}`,
  missingVideo: (id: ResourceDTO['id']) => `视频文件链接不存在，请检查文件是否已正确上传。资源ID: ${id}`,
  downloading: (title: string) => `正在下载 ${title}...`,
  downloaded: (title: string) => `${title} 下载完成！`,
  downloadFailed: '下载失败，请稍后重试',
  playing: (title: string) => `正在播放 ${title}`,
} as const
