import 'server-only'
import { ApiError } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import type { Download } from './service'

/** What the client's project routes share: the path's number, write budgets, file answers. */

export type ProjectContext = { params: Promise<{ number: string }> }

export async function projectNumberOf({ params }: ProjectContext): Promise<string> {
  return (await params).number
}

/** Writes a member may make on their projects per 10 minutes, per client address. */
export const PROJECT_WRITE_LIMIT = { points: 30, durationSeconds: 10 * 60 }

export async function limitProjectWrites(request: Request): Promise<void> {
  await enforceRateLimit(request, 'project-writes', PROJECT_WRITE_LIMIT)
}

/** Documents a member may download per 10 minutes, per client address (each PDF is drawn anew). */
export const PROJECT_DOWNLOAD_LIMIT = { points: 30, durationSeconds: 10 * 60 }

export async function limitProjectDownloads(request: Request): Promise<void> {
  await enforceRateLimit(request, 'project-downloads', PROJECT_DOWNLOAD_LIMIT)
}

/** Downloads through file room links per 10 minutes, per client address (each link is asked for first, on the budget above). */
export const FILE_DOWNLOAD_LIMIT = { points: 60, durationSeconds: 10 * 60 }

export async function limitFileDownloads(request: Request): Promise<void> {
  await enforceRateLimit(request, 'file-downloads', FILE_DOWNLOAD_LIMIT)
}

/** A confidential document: downloaded, never cached or indexed anywhere on the way. */
export function pdfAnswer({ bytes, filename }: Download): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export function positiveId(raw: string, message: string): number {
  const id = Number(raw)
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new ApiError(404, message)
  return id
}
