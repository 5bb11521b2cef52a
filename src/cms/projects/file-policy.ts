/**
 * What the file room accepts: any research data or document up to the size limit, never a
 * program. A name is checked before the upload starts (its extension), the bytes once it is
 * complete (a Windows or Linux executable under another name).
 */

/** Programs and scripts Windows or Android would run on a double click. */
export const REFUSED_EXTENSIONS = [
  'exe',
  'msi',
  'msp',
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'cpl',
  'vbs',
  'vbe',
  'jse',
  'wsf',
  'wsh',
  'ps1',
  'hta',
  'jar',
  'apk',
  'app',
  'dll',
  'lnk',
  'reg',
] as const

export const MAX_FILE_NAME_LENGTH = 200

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Why a file name is refused (in Chinese), or null. */
export function fileNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return '文件名不能为空'
  if (trimmed.length > MAX_FILE_NAME_LENGTH) return `文件名过长（最多 ${MAX_FILE_NAME_LENGTH} 个字符），请改短后再上传`
  if (hasControlCharacter(trimmed) || trimmed.includes('/') || trimmed.includes('\\') || trimmed === '..')
    return '文件名包含不允许的字符，请改名后再上传'
  if ((REFUSED_EXTENSIONS as readonly string[]).includes(extensionOf(trimmed)))
    return '出于安全考虑，不能上传可执行程序或脚本文件（如 .exe、.bat、.apk），请压缩或改用其他格式'
  return null
}

/** Whether a file's first bytes are those of a Windows (MZ) or Linux/Android (ELF) program. */
export function looksExecutable(head: Uint8Array): boolean {
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a) return true
  return head.length >= 4 && head[0] === 0x7f && head[1] === 0x45 && head[2] === 0x4c && head[3] === 0x46
}
