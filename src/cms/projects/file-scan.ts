import { env } from '@/lib/env'
import { scanStream } from './virus-scan'

/**
 * What the file room records of a file's virus scan (the `scan` field, shown to staff in the
 * admin) and the status it leaves the file in, the same for a resumable upload and for a file
 * staff add through the admin's form. Nothing passes as scanned that was not: without
 * CLAMD_SOCKET a file is 未扫描; above FILE_SCAN_MAX_BYTES, or when clamd refuses it as larger than
 * its StreamMaxLength, 超过扫描大小上限，未扫描. An infected file, or one the scan fails on, is
 * quarantined (visible to admins only).
 */

export const SCAN_NOT_CONFIGURED = '未扫描'
export const SCAN_TOO_LARGE = '超过扫描大小上限，未扫描'
export const SCAN_CLEAN = '已扫描，未发现病毒'

export type ScanRecord = { status: 'ready' | 'quarantined'; scan: string }

/** clamd's answer when a stream is longer than its StreamMaxLength. */
const CLAMD_SIZE_LIMIT = /size limit exceeded/i

/**
 * Scans a file of `size` bytes whose content `open` streams (called only when a scan runs). Never
 * throws for the scan itself: clamd away or failing quarantines the file.
 */
export async function scanProjectFile(
  size: number,
  open: () => Promise<AsyncIterable<Uint8Array>> | AsyncIterable<Uint8Array>,
  warn?: (message: string) => void,
): Promise<ScanRecord> {
  const socket = env.fileRoom.clamdSocket
  if (!socket) return { status: 'ready', scan: SCAN_NOT_CONFIGURED }
  if (size > env.fileRoom.scanMaxBytes) return { status: 'ready', scan: SCAN_TOO_LARGE }
  let source: AsyncIterable<Uint8Array>
  try {
    source = await open()
  } catch {
    return { status: 'quarantined', scan: '扫描失败：the file could not be read' }
  }
  const result = await scanStream(socket, source)
  if (result.verdict === 'clean') return { status: 'ready', scan: SCAN_CLEAN }
  if (result.verdict === 'infected') return { status: 'quarantined', scan: `发现病毒：${result.signature}` }
  if (CLAMD_SIZE_LIMIT.test(result.reason)) {
    // Not a verdict on the file: clamd's StreamMaxLength is below FILE_SCAN_MAX_BYTES (a setting to fix).
    warn?.(
      '[file-room] clamd refused a file as larger than its StreamMaxLength: set it to at least FILE_SCAN_MAX_BYTES',
    )
    return { status: 'ready', scan: `${SCAN_TOO_LARGE}：病毒扫描服务的大小上限低于 FILE_SCAN_MAX_BYTES` }
  }
  return { status: 'quarantined', scan: `扫描失败：${result.reason}` }
}
