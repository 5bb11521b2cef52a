/* eslint-disable import-x/no-restricted-paths -- test code, like the *.test.ts files: it calls the routes it exercises */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import url from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import { expect } from 'vitest'
import type { Payload } from 'payload'
import type { Project, ProjectFile } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { env } from '@/lib/env'
import * as detailRoute from '@/app/api/projects/[number]/handler'
import * as ndaRoute from '@/app/api/projects/[number]/nda/handler'
import * as uploadsRoute from '@/app/api/projects/[number]/uploads/[[...upload]]/handler'
import * as linkRoute from '@/app/api/projects/[number]/files/[id]/link/handler'
import * as downloadRoute from '@/app/api/files/[token]/handler'
import { callRoute, clientAddress, expectSuccess } from '@/app/api/_shared/testing'
import { tokenFor } from '@/testing/routes'
import { generatedSha256, generatedStream, tusCreate, tusHead, tusPatch, type TusAuth } from '@/testing/tus-requests'
import { fileLinkSchema, projectDetailSchema } from '@/features/projects/schemas'

/**
 * The file room's "Done when" of #41, shared by large-upload-disk.int.test.ts and
 * large-upload-s3.int.test.ts (each in a process of its own, imported once the storage settings are
 * in place): 1 GiB of generated data (never held in memory) through the tus endpoint, the first
 * PATCH's connection dropping at about 400 MiB and the second resuming from HEAD's offset, while
 * the process's RSS is sampled every 50 ms against a baseline taken after a warm-up upload.
 */

const MiB = 1024 ** 2
/** The size of the "Done when": 1 GiB. */
export const LARGE_SIZE = 1024 ** 3
/**
 * Where the first PATCH's connection drops: about 400 MiB, not a multiple of the bucket's 8 MiB
 * parts nor of the 64 KiB chunks the body arrives in, so the resumed PATCH starts inside both.
 */
export const DROP_AFTER = 403 * MiB + 12_345
/**
 * The warm-up upload before the baseline (same path, dropped and resumed too): an eighth of the
 * size, enough for V8's heap and the allocator to reach the size such traffic gives them, so the
 * growth measured is what the larger file adds.
 */
const WARM_UP_SIZE = 128 * MiB + 5
const WARM_UP_DROP = 41 * MiB + 3
/** The allowed RSS growth of the upload: 100 MB. */
export const RSS_LIMIT = 100 * 1000 * 1000
const SAMPLE_EVERY_MS = 50

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
const unique = () => crypto.randomBytes(4).toString('hex')

export type LargeUploadRoom = { number: string; token: string; who: TusAuth }

/** A member's new project whose 保密协议 is accepted: ready for uploads. */
export async function openRoom(payload: Payload): Promise<LargeUploadRoom> {
  const email = `large-upload-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['member'], full_name: '大文件客户', email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const token = await tokenFor(email, password)
  const project = await payload.create({
    collection: 'projects',
    data: { client: user.id, title: `大文件上传 ${unique()}` } as Project,
    overrideAccess: true,
    depth: 0,
  })
  const room = { number: project.number!, token, who: { token, ip: clientAddress() } }
  const { nda } = await detail(room)
  const accepted = await callRoute(ndaRoute.POST, `/api/projects/${room.number}/nda`, {
    method: 'POST',
    params: { number: room.number },
    body: { version: nda.version },
    token,
  })
  expect(accepted.status, accepted.text).toBe(200)
  return room
}

export const detail = async (room: Pick<LargeUploadRoom, 'number' | 'token'>) =>
  expectSuccess(
    await callRoute(detailRoute.GET, `/api/projects/${room.number}`, {
      params: { number: room.number },
      token: room.token,
    }),
    projectDetailSchema,
  )

/**
 * The client's side of a PATCH body, in a child process: it writes generatedStream(size, { from })
 * to a pipe, which arrives here as a connection's bytes do (64 KiB chunks the server allocates), so
 * the RSS measured is the server's, not the generator's (1 GiB of chunks, and `from` copying every
 * skipped chunk at once). With `dropAfter` the body fails after that many bytes, as a request's
 * does when the connection drops.
 */
function generatedOverPipe(size: number, options: { from?: number; dropAfter?: number } = {}) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      PIPE_CLIENT,
      url.pathToFileURL(TUS_REQUESTS).href,
      String(size),
      String(options.from ?? 0),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const chunks = child.stdout[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let passed = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (options.dropAfter !== undefined && passed >= options.dropAfter) {
        child.kill()
        return controller.error(new Error('connection dropped (test)'))
      }
      const next = await chunks.next()
      if (next.done) return controller.close()
      const chunk = options.dropAfter === undefined ? next.value : next.value.subarray(0, options.dropAfter - passed)
      passed += chunk.length
      controller.enqueue(chunk)
    },
    cancel: () => void child.kill(),
  })
}

const TUS_REQUESTS = path.join(process.cwd(), 'src/testing/tus-requests.ts')
const PIPE_CLIENT = `
const [source, size, from] = process.argv.slice(1)
const { generatedStream } = await import(source)
const reader = generatedStream(Number(size), { from: Number(from) }).getReader()
for (let next = await reader.read(); !next.done; next = await reader.read())
  if (!process.stdout.write(next.value)) await new Promise((resolve) => process.stdout.once('drain', resolve))
`

/** A look at the stored upload (`file-room/<id>`) between the dropped PATCH and the resumed one. */
export type AfterDrop = (key: string) => Promise<void>

/**
 * Creates an upload of `size` generated bytes and sends it in two PATCHes: the first one's
 * connection drops after `dropAfter` bytes, the second sends the rest from the offset HEAD tells.
 */
async function uploadGenerated(
  room: LargeUploadRoom,
  name: string,
  size: number,
  dropAfter: number,
  afterDrop?: AfterDrop,
) {
  const { number, who } = room
  const created = await tusCreate(uploadsRoute.POST, number, size, { filename: name }, who)
  expect(created.status, created.text).toBe(201)
  const dropped = generatedOverPipe(size, { dropAfter })
  await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, dropped, who).catch(() => undefined)
  const head = await tusHead(uploadsRoute.HEAD, number, created.id!, who)
  expect(head.status).toBe(200)
  expect(head.length).toBe(size)
  // Every byte that arrived before the drop is kept.
  expect(head.offset).toBe(dropAfter)
  await afterDrop?.(`file-room/${created.id}`)
  const rest = generatedOverPipe(size, { from: head.offset })
  const finished = await tusPatch(uploadsRoute.PATCH, number, created.id!, head.offset, rest, who)
  expect(finished.status, finished.text).toBe(204)
  expect(finished.offset).toBe(size)
}

/** The download route's answer to a fresh signed link of the file, in the browser that asked for it. */
export async function download(room: LargeUploadRoom, fileId: number): Promise<Response> {
  const issued = await callRoute(linkRoute.POST, `/api/projects/${room.number}/files/${fileId}/link`, {
    method: 'POST',
    params: { number: room.number, id: String(fileId) },
    token: room.token,
    headers: { 'x-forwarded-for': room.who.ip! },
  })
  const { url } = expectSuccess(issued, fileLinkSchema)
  const cookie = issued.headers.get('set-cookie')!.split(';')[0]!
  const token = url.split('/').at(-1)!
  return downloadRoute.GET(
    new Request(new URL(url, env.siteUrl), { headers: { cookie, 'x-forwarded-for': room.who.ip! } }),
    { params: Promise.resolve({ token }) },
  )
}

/** SHA-256 and length of a body, read chunk by chunk (nothing kept). */
export async function digestOf(body: ReadableStream<Uint8Array> | null): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256')
  let size = 0
  const reader = body!.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    hash.update(next.value)
    size += next.value.length
  }
  return { sha256: hash.digest('hex'), size }
}

/** Bytes `start` to `end` (exclusive) of the generated data of `size`. */
export async function generatedRange(size: number, start: number, end: number): Promise<Buffer> {
  const reader = generatedStream(size, { from: start }).getReader()
  const parts: Uint8Array[] = []
  let length = 0
  while (length < end - start) {
    const next = await reader.read()
    if (next.done) break
    parts.push(next.value)
    length += next.value.length
  }
  await reader.cancel()
  return Buffer.concat(parts).subarray(0, end - start)
}

// --- Memory ---

/** V8's collector: `global.gc` under --expose-gc, else exposed now (the flag, read by a new context). */
function collector(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  try {
    v8.setFlagsFromString('--expose-gc')
    return vm.runInNewContext('gc') as () => void
  } catch {
    return undefined
  }
}

/** A process's peak RSS since it was last reset (Linux: VmHWM), or null where not readable. */
export function peakRss(pid: number | 'self' = 'self'): number | null {
  try {
    const kB = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kB ? Number(kB) * 1024 : null
  } catch {
    return null
  }
}

/** Resets this process's peak RSS to the current RSS (Linux 4.0+); false where not allowed. */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5')
    return true
  } catch {
    return false
  }
}

/** The RSS after garbage collection has settled: the baseline growth is measured from. */
export async function rssBaseline(label: string): Promise<number> {
  const gc = collector()
  for (let round = 0; round < 3; round += 1) {
    gc?.()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const rss = process.memoryUsage.rss()
  console.log(`[large upload] ${label}: RSS baseline ${mb(rss)} (${gc ? 'after garbage collection' : 'no gc exposed'})`)
  return rss
}

/**
 * Runs `work` (which moves `bytes`) while sampling RSS every 50 ms, prints time, throughput and
 * RSS figures, and checks that the largest sample (and the kernel's peak, where readable) stays
 * under the baseline plus `limit` (100 MB unless told).
 */
export async function withinRssLimit<T>(
  label: string,
  bytes: number,
  baseline: number,
  work: () => Promise<T>,
  limit = RSS_LIMIT,
): Promise<T> {
  let count = 0
  let max: NodeJS.MemoryUsage = process.memoryUsage()
  const sample = () => {
    const now = process.memoryUsage()
    count += 1
    if (now.rss > max.rss) max = now
  }
  const peakReset = resetPeakRss()
  sample()
  const timer = setInterval(sample, SAMPLE_EVERY_MS)
  const started = performance.now()
  let result: T
  try {
    result = await work()
  } finally {
    clearInterval(timer)
  }
  const seconds = (performance.now() - started) / 1000
  sample()
  const peak = peakReset ? peakRss() : null
  console.log(
    `[large upload] ${label}: ${mb(bytes)} in ${seconds.toFixed(1)} s (${(bytes / 1e6 / seconds).toFixed(1)} MB/s); ` +
      `RSS max ${mb(max.rss)} = baseline + ${mb(max.rss - baseline)} (${count} samples every ${SAMPLE_EVERY_MS} ms; ` +
      `there V8 heap ${mb(max.heapTotal)} (${mb(max.heapUsed)} used), array buffers ${mb(max.arrayBuffers)})` +
      (peak === null ? '' : `; kernel peak (VmHWM) baseline + ${mb(peak - baseline)}`),
  )
  expect(max.rss - baseline, `${label}: RSS growth`).toBeLessThan(limit)
  if (peak !== null) expect(peak - baseline, `${label}: peak RSS growth`).toBeLessThan(limit)
  return result
}

/**
 * Warms up (a 128 MiB upload, dropped and resumed, and its download), takes the RSS baseline, then
 * uploads 1 GiB of generated data into a fresh project within the RSS limit, and checks the stored
 * file: listed once, ready, its size and SHA-256 those of the bytes sent. Answers the room, the
 * listed file, its row and its SHA-256, for the storage's own checks.
 */
export async function uploadLargeFile(label: string, afterDrop?: AfterDrop) {
  const payload = await getPayload()

  const warmRoom = await openRoom(payload)
  await uploadGenerated(warmRoom, 'warm-up.bin', WARM_UP_SIZE, WARM_UP_DROP)
  const [warm] = (await detail(warmRoom)).files
  expect(warm!.sha256).toBe(await generatedSha256(WARM_UP_SIZE))
  const warmDownload = await download(warmRoom, warm!.id)
  if (warmDownload.body) await digestOf(warmDownload.body)

  const expected = await generatedSha256(LARGE_SIZE)
  const room = await openRoom(payload)
  const baseline = await rssBaseline(`${label} upload`)

  await withinRssLimit(`${label} upload`, LARGE_SIZE, baseline, () =>
    uploadGenerated(room, 'sequencing-run.bam', LARGE_SIZE, DROP_AFTER, afterDrop),
  )

  const { files } = await detail(room)
  expect(files).toHaveLength(1)
  const file = files[0]!
  expect(file).toMatchObject({ name: 'sequencing-run.bam', size: LARGE_SIZE, status: 'ready', version: 1 })
  expect(file.sha256).toBe(expected)
  const row: ProjectFile = await payload.findByID({
    collection: 'project-files',
    id: file.id,
    depth: 0,
    overrideAccess: true,
  })
  expect(row).toMatchObject({ size: LARGE_SIZE, sha256: expected })
  expect(row.storage_key).toMatch(/^file-room\/[0-9a-f]{32}$/)
  await flushBackgroundTasks()
  return { room, file, row, expected }
}
