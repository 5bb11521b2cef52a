import { describe, expect, it } from 'vitest'
import { fileGroup } from './file-group'
import { downloadFilename, hasFileLink, isVideoResource, resourceMessages } from './resource-files'

describe('isVideoResource', () => {
  it('treats MP4, AVI and MOV as video, in any case', () => {
    for (const type of ['MP4', 'AVI', 'MOV', 'mp4', ' mov ']) expect(isVideoResource({ file_type: type })).toBe(true)
  })

  it('treats everything else as a download', () => {
    for (const type of ['PDF', 'DOCX', 'ZIP', 'PNG', 'XLSX', null])
      expect(isVideoResource({ file_type: type })).toBe(false)
  })
})

describe('fileGroup', () => {
  it('groups file types as the spec lists them', () => {
    expect(fileGroup({ file_type: 'MOV' })).toBe('video')
    expect(fileGroup({ file_type: 'RAR' })).toBe('archive')
    expect(fileGroup({ file_type: 'ZIP' })).toBe('archive')
    expect(fileGroup({ file_type: 'DOC' })).toBe('document')
    expect(fileGroup({ file_type: 'PDF' })).toBe('document')
    expect(fileGroup({ file_type: 'XLSX' })).toBe('spreadsheet')
    expect(fileGroup({ file_type: 'JPEG' })).toBe('image')
    expect(fileGroup({ file_type: null })).toBe('other')
  })
})

describe('downloadFilename', () => {
  it('prefers the original file name', () => {
    expect(downloadFilename({ original_filename: 'guide.pdf', title: '指南' })).toBe('guide.pdf')
  })

  it('falls back to the title', () => {
    expect(downloadFilename({ original_filename: null, title: '指南' })).toBe('指南')
    expect(downloadFilename({ original_filename: '  ', title: '指南' })).toBe('指南')
  })
})

describe('hasFileLink', () => {
  it('needs a non-blank file_url', () => {
    expect(hasFileLink({ file_url: '/cms-api/academic-resources/file/a.pdf' })).toBe(true)
    expect(hasFileLink({ file_url: '' })).toBe(false)
    expect(hasFileLink({ file_url: null })).toBe(false)
  })
})

describe('resourceMessages', () => {
  it('uses the spec texts', () => {
    expect(resourceMessages.missingFile(7)).toBe('文件链接不存在，请检查文件是否已正确上传。资源ID: 7')
    expect(resourceMessages.missingVideo(8)).toBe('视频文件链接不存在，请检查文件是否已正确上传。资源ID: 8')
    expect(resourceMessages.downloading('指南')).toBe('正在下载 指南...')
    expect(resourceMessages.downloaded('指南')).toBe('指南 下载完成！')
    expect(resourceMessages.playing('短片')).toBe('正在播放 短片')
    expect(resourceMessages.downloadFailed).toBe('下载失败，请稍后重试')
  })
})
