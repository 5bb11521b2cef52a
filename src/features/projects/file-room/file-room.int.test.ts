import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { Project, ProjectFile, ProjectQuote, User } from '@/payload-types'
import { acceptQuote } from '@/features/projects/service'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { applyFileRetention } from '@/cms/projects/file-retention'
import { expireAbandonedUploads } from '@/cms/projects/upload-expiry'
import { uploadExpiry } from '@/cms/projects/upload-store'
import { rawQuery } from '@/cms/raw-sql'
import { env } from '@/lib/env'
import { resetRateLimits } from '@/lib/rate-limit'
import * as detailRoute from '@/app/api/projects/[number]/handler'
import * as ndaRoute from '@/app/api/projects/[number]/nda/handler'
import * as uploadsRoute from '@/app/api/projects/[number]/uploads/[[...upload]]/handler'
import * as linkRoute from '@/app/api/projects/[number]/files/[id]/link/handler'
import * as downloadRoute from '@/app/api/files/[token]/handler'
import { callRoute, clientAddress, expectFailure, expectSuccess, staffTokens } from '@/app/api/_shared/testing'
import { ADMIN, tokenFor } from '@/testing/routes'
import { outboxMailsTo } from '@/testing/outbox'
import { STAND_IN_VIRUS, startClamdStandIn } from '@/testing/clamd-stand-in'
import { generatedSha256, generatedStream, tusCreate, tusHead, tusPatch, type TusAuth } from '@/testing/tus-requests'
import { fileLinkSchema, projectDetailSchema } from '@/features/projects/schemas'

/**
 * The file room through its real route handlers, on local disk: the 保密协议 before the first
 * upload, tus uploads (creation, HEAD, PATCH, a dropped connection resumed), versions, SHA-256,
 * the policy (names, programs, size), signed links bound to the browser that asked, the download
 * log, who reaches which project's files, the virus-scan hook with a stand-in clamd, retention.
 */

type Account = { user: User; token: string }

let payload: Payload
let client: Account
let other: Account
let assigned: Account
let unassigned: Account
let admin: User
let staff: { admin: string; editor: string }

const unique = () => crypto.randomBytes(4).toString('hex')
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

async function account(role: 'member' | 'sales', fullName: string): Promise<Account> {
  const email = `file-room-${role}-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], full_name: fullName, email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { user, token: await tokenFor(email, password) }
}

async function newProject(data: Partial<Project> = {}): Promise<Project> {
  return payload.create({
    collection: 'projects',
    data: {
      client: client.user.id,
      title: `测序数据分析 ${unique()}`,
      assignees: [assigned.user.id],
      ...data,
    } as Project,
    overrideAccess: true,
    depth: 0,
  })
}

const auth = (account: Account): TusAuth => ({ token: account.token, ip: clientAddress() })

const detail = async (number: string, token = client.token) => {
  const result = await callRoute(detailRoute.GET, `/api/projects/${number}`, { params: { number }, token })
  return expectSuccess(result, projectDetailSchema)
}

const acceptNda = (number: string, version: unknown, token = client.token) =>
  callRoute(ndaRoute.POST, `/api/projects/${number}/nda`, {
    method: 'POST',
    params: { number },
    body: { version },
    token,
    headers: { 'x-forwarded-for': '198.51.100.7' },
  })

/** Uploads `bytes` in one creation and one PATCH; answers the finishing PATCH. */
async function upload(number: string, name: string, bytes: Uint8Array, who: TusAuth = auth(client)) {
  const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: name }, who)
  expect(created.status, created.text).toBe(201)
  return tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, who)
}

const linkFor = (number: string, fileId: number, who: { token?: string; cookie?: string } = { token: client.token }) =>
  callRoute(linkRoute.POST, `/api/projects/${number}/files/${fileId}/link`, {
    method: 'POST',
    params: { number, id: String(fileId) },
    token: who.token,
    headers: { 'x-forwarded-for': clientAddress(), ...(who.cookie ? { cookie: who.cookie, origin: env.siteUrl } : {}) },
  })

async function fetchLink(url: string, cookie: string | null, extra: Record<string, string> = {}) {
  const token = url.split('/').at(-1)!
  const headers = new Headers({ 'x-forwarded-for': '192.0.2.44', ...extra })
  if (cookie) headers.set('cookie', cookie)
  const response = await downloadRoute.GET(new Request(new URL(url, env.siteUrl), { headers }), {
    params: Promise.resolve({ token }),
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The cookie pair a link answer sets, as the browser would send it back. */
const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? null

/** A project whose client accepted the 保密协议, ready for uploads. */
async function openRoom(data: Partial<Project> = {}) {
  const project = await newProject(data)
  const { nda } = await detail(project.number!)
  expect((await acceptNda(project.number!, nda.version)).status).toBe(200)
  return project
}

beforeAll(async () => {
  payload = await getPayload()
  ;[client, other, assigned, unassigned, staff] = await Promise.all([
    account('member', '文件室客户'),
    account('member', '另一位会员'),
    account('sales', '负责顾问'),
    account('sales', '其他顾问'),
    staffTokens(),
  ])
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true }))
    .docs[0]!
})

beforeEach(() => resetRateLimits())

describe('保密协议', () => {
  it('must be accepted (current version) before the client’s first upload, and is recorded like an acceptance', async () => {
    const project = await newProject()
    const number = project.number!
    const before = await detail(number)
    expect(before.nda).toMatchObject({ required: true, accepted_version: null })
    expect(before.nda.text).toContain('保密')
    expect(before.files).toEqual([])

    const refused = await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, auth(client))
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.text).message).toBe('请先阅读并接受《保密协议》，再上传文件')

    expectFailure(await acceptNda(number, before.nda.version + 1), 409, '保密协议已更新，请刷新页面阅读新版本后再接受')
    expectFailure(await acceptNda(number, 'one'), 400)
    expectFailure(await acceptNda(number, before.nda.version, other.token), 404, '未找到该项目')
    expectFailure(await acceptNda(number, before.nda.version, staff.admin), 403)

    const accepted = await acceptNda(number, before.nda.version)
    expect(accepted.status, accepted.text).toBe(200)
    const stored = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
    expect(stored.nda).toMatchObject({ version: before.nda.version, accepted_by: client.user.id, ip: '198.51.100.7' })
    expect((await detail(number)).nda).toMatchObject({ required: false, accepted_version: before.nda.version })
  })

  it('is versioned: an admin’s new text must be accepted again before the next upload (editors cannot change it)', async () => {
    const project = await openRoom()
    const number = project.number!
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const editor = (
      await payload.find({
        collection: 'users',
        where: { roles: { contains: 'editor' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const edited = await payload.updateGlobal({
      slug: 'site-settings',
      data: { nda_text: '编辑改写的协议' },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(edited.nda_text ?? null).toBe(settings.nda_text ?? null)
    expect(edited.nda_version).toBe(settings.nda_version)
    const text = `保密协议（测试 ${unique()}）：我方对客户资料严格保密。`
    try {
      const changed = await payload.updateGlobal({
        slug: 'site-settings',
        data: { nda_text: text },
        user: admin,
        overrideAccess: false,
        depth: 0,
      })
      expect(changed.nda_version).toBe((settings.nda_version ?? 1) + 1)
      const { nda } = await detail(number)
      expect(nda).toMatchObject({ version: changed.nda_version, text, required: true })
      expect((await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, auth(client))).status).toBe(403)
      expect((await acceptNda(number, nda.version)).status).toBe(200)
      expect((await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, auth(client))).status).toBe(201)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { nda_text: settings.nda_text ?? '' },
        overrideAccess: true,
        depth: 0,
      })
    }
  })
})

describe('resumable uploads (tus 1.0)', () => {
  it('resume after a dropped connection, and the stored SHA-256 is that of the bytes sent', async () => {
    const project = await openRoom()
    const number = project.number!
    const size = 12 * 1024 * 1024 + 3
    const created = await tusCreate(uploadsRoute.POST, number, size, { filename: 'reads_R1.fastq.gz' }, auth(client))
    expect(created.status, created.text).toBe(201)
    expect(created.location).toMatch(new RegExp(`^/api/projects/${number}/uploads/[0-9a-f]{32}$`))

    // The connection drops after 5 MiB: the body fails there, as a request's does.
    await tusPatch(
      uploadsRoute.PATCH,
      number,
      created.id!,
      0,
      generatedStream(size, { dropAfter: 5 * 1024 * 1024 }),
      auth(client),
    ).catch(() => undefined)
    const head = await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))
    expect(head.status).toBe(200)
    expect(head.length).toBe(size)
    expect(head.cacheControl).toBe('no-store')
    // Every byte that arrived before the drop is kept.
    expect(head.offset).toBe(5 * 1024 * 1024)

    // The rest, from where the server says it stopped.
    const rest = generatedStream(size, { from: head.offset })
    const finished = await tusPatch(uploadsRoute.PATCH, number, created.id!, head.offset, rest, auth(client))
    expect(finished.status, finished.text).toBe(204)
    expect(finished.offset).toBe(size)

    const { files } = await detail(number)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatchObject({ name: 'reads_R1.fastq.gz', size, version: 1, side: 'client', status: 'ready' })
    expect(files[0]!.sha256).toBe(await generatedSha256(size))
    const row = await payload.findByID({
      collection: 'project-files',
      id: files[0]!.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(row.uploaded_by).toBe(client.user.id)
    expect(fs.statSync(path.join(env.uploadDir, row.storage_key!)).size).toBe(size)

    // Staff hear of it, without the file's name.
    await flushBackgroundTasks()
    const mails = outboxMailsTo(assigned.user.email).filter((mail) => mail.subject.includes(number))
    expect(mails.map((mail) => mail.subject)).toContain(`客户在项目 ${number} 上传了文件`)
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('reads_R1')
  })

  it('keeps each upload of the same name as a new version, newest first, for both sides', async () => {
    const project = await openRoom()
    const number = project.number!
    const one = Buffer.from('第一稿')
    const two = Buffer.from('第二稿，修改后')
    expect((await upload(number, 'manuscript.docx', one)).status).toBe(204)
    expect((await upload(number, 'manuscript.docx', two, auth(assigned))).status).toBe(204)
    const { files } = await detail(number)
    expect(files.map((file) => [file.name, file.version, file.side, file.sha256])).toEqual([
      ['manuscript.docx', 2, 'staff', sha256(two)],
      ['manuscript.docx', 1, 'client', sha256(one)],
    ])
    await flushBackgroundTasks()
    expect(outboxMailsTo(client.user.email).map((mail) => mail.subject)).toContain(`您的项目 ${number} 有新文件`)
  })

  it('refuse programs (by name and by their bytes), bad names, oversize files, other callers and other uploads', async () => {
    const project = await openRoom()
    const number = project.number!
    for (const name of ['setup.exe', 'run.BAT', 'app.apk', '', 'a/b.txt', `x${'长'.repeat(200)}.txt`]) {
      const refused = await tusCreate(uploadsRoute.POST, number, 10, { filename: name }, auth(client))
      expect(refused.status, name).toBe(400)
    }
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)])
    const finished = await upload(number, 'data.bin', program)
    expect(finished.status).toBe(415)
    expect(finished.text).toContain('不能上传可执行程序')
    expect((await detail(number)).files).toEqual([])

    const tooBig = await tusCreate(
      uploadsRoute.POST,
      number,
      env.fileRoom.maxBytes + 1,
      { filename: 'big.bam' },
      auth(client),
    )
    expect(tooBig.status).toBe(413)

    // Other members, editors, unassigned sales: the project's 404; anonymous: 401.
    for (const who of [auth(other), auth(unassigned), { token: staff.editor }]) {
      const refused = await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, who)
      expect(refused.status).toBe(404)
    }
    expect((await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, {})).status).toBe(401)

    // An upload is continued only by its uploader, in its project.
    const created = await tusCreate(uploadsRoute.POST, number, 100, { filename: 'a.txt' }, auth(client))
    expect((await tusHead(uploadsRoute.HEAD, number, created.id!, auth(assigned))).status).toBe(404)
    const elsewhere = await openRoom()
    expect((await tusHead(uploadsRoute.HEAD, elsewhere.number!, created.id!, auth(client))).status).toBe(404)
    expect((await tusHead(uploadsRoute.HEAD, number, 'not-an-id', auth(client))).status).toBe(404)

    // Cancelled projects take no files.
    await payload.update({ collection: 'projects', id: project.id, data: { stage: 'cancelled' }, overrideAccess: true })
    expect((await tusCreate(uploadsRoute.POST, number, 10, { filename: 'a.txt' }, auth(client))).status).toBe(409)
  })
})

describe('signed download links', () => {
  it('work for 15 minutes in the browser that asked, are logged, and refuse everyone else', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('raw,data\n1,2\n')
    await upload(number, '原始数据.csv', bytes)
    const [file] = (await detail(number)).files

    const issued = await linkFor(number, file!.id)
    const { url, expires_at } = expectSuccess(issued, fileLinkSchema)
    expect(url).toMatch(/^\/api\/files\/\d+\.\d+\.\d+\.[\w-]+$/)
    const minutes = (new Date(expires_at).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    expect(issued.headers.get('cache-control')).toBe('private, no-store')
    const setCookie = issued.headers.get('set-cookie')
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/api\/files/)
    const cookie = cookieOf(setCookie)

    const ok = await fetchLink(url, cookie)
    expect(ok.status).toBe(200)
    expect(ok.bytes.equals(bytes)).toBe(true)
    expect(ok.headers.get('cache-control')).toBe('private, no-store')
    expect(ok.headers.get('x-robots-tag')).toContain('noindex')
    expect(ok.headers.get('content-type')).toBe('application/octet-stream')
    expect(ok.headers.get('content-disposition')).toContain(encodeURIComponent('原始数据.csv'))

    // Another browser (no cookie, or another member's), a tampered or made-up link: 403.
    expect((await fetchLink(url, null)).status).toBe(403)
    const othersCookie = cookieOf((await linkFor(number, file!.id, { token: other.token })).headers.get('set-cookie'))
    expect(othersCookie).toBeNull()
    const tampered = url.replace(/\/(\d+)\./, (_, id) => `/${Number(id) + 1}.`)
    expect((await fetchLink(tampered, cookie)).status).toBe(403)
    expect((await fetchLink(`${url.slice(0, -2)}xx`, cookie)).status).toBe(403)
    expect((await fetchLink('/api/files/garbage', cookie)).status).toBe(403)

    // Another member asks for a link: the project's 404; anonymous: 401.
    expectFailure(await linkFor(number, file!.id, { token: other.token }), 404, '未找到该项目')
    expectFailure(await linkFor(number, file!.id, {}), 401)
    expectFailure(await linkFor(number, 999_999_999), 404, '未找到该文件')

    // The log: who, when, address, which version, shown to the client.
    const logged = (await detail(number)).files[0]!.downloads
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ by: '客户', ip: '192.0.2.44', version: 1 })
  })

  it('resume: a byte range answers 206, past the end 416, another version the whole file; resumed parts are not logged again, a range alone is', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251))
    await upload(number, 'large-data.bin', bytes)
    const [file] = (await detail(number)).files
    const issued = await linkFor(number, file!.id)
    const { url } = expectSuccess(issued, fileLinkSchema)
    const cookie = cookieOf(issued.headers.get('set-cookie'))

    const whole = await fetchLink(url, cookie)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const etag = whole.headers.get('etag')!
    expect(etag).toMatch(/^"sha256-[0-9a-f]{64}"$/)

    const part = await fetchLink(url, cookie, { range: 'bytes=100-199', 'if-range': etag })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(part.headers.get('content-length')).toBe('100')
    expect(part.bytes.equals(bytes.subarray(100, 200))).toBe(true)
    expect(part.headers.get('cache-control')).toBe('private, no-store')

    const tail = await fetchLink(url, cookie, { range: 'bytes=-10' })
    expect(tail.bytes.equals(bytes.subarray(990))).toBe(true)
    const past = await fetchLink(url, cookie, { range: 'bytes=5000-' })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */1000')
    const changed = await fetchLink(url, cookie, { range: 'bytes=100-', 'if-range': '"sha256-other"' })
    expect(changed.status).toBe(200)
    expect(changed.bytes.equals(bytes)).toBe(true)
    // Without the browser's cookie a range is refused like the whole file.
    expect((await fetchLink(url, null, { range: 'bytes=0-9' })).status).toBe(403)

    // Two whole downloads are logged; the resumed parts are not downloads of their own.
    expect((await detail(number)).files[0]!.downloads).toHaveLength(2)

    // A range alone (all but the first byte) is still a download in the log.
    await upload(number, 'other-data.bin', bytes)
    const second = (await detail(number)).files.find((entry) => entry.name === 'other-data.bin')!
    const secondLink = await linkFor(number, second.id)
    const skipped = await fetchLink(
      expectSuccess(secondLink, fileLinkSchema).url,
      cookieOf(secondLink.headers.get('set-cookie')),
      { range: 'bytes=1-' },
    )
    expect(skipped.status).toBe(206)
    expect((await detail(number)).files.find((entry) => entry.id === second.id)!.downloads).toHaveLength(1)
  })

  it('expire after 15 minutes', async () => {
    const project = await openRoom()
    await upload(project.number!, 'report.pdf', Buffer.from('%PDF-1.4 test'))
    const [file] = (await detail(project.number!)).files
    const issued = await linkFor(project.number!, file!.id)
    const { url } = issued.json.data as { url: string }
    const cookie = cookieOf(issued.headers.get('set-cookie'))
    const realNow = Date.now
    Date.now = () => realNow() + 15 * 60_000 + 1000
    try {
      expect((await fetchLink(url, cookie)).status).toBe(403)
    } finally {
      Date.now = realNow
    }
  })

  it('serve assigned staff (with the admin cookie) and admins, never unassigned sales or editors', async () => {
    const project = await openRoom()
    const number = project.number!
    await upload(number, 'table.xlsx', Buffer.from('xlsx'))
    const [file] = (await detail(number)).files
    const staffLink = await linkFor(number, file!.id, { cookie: `payload-token=${assigned.token}` })
    expect(staffLink.status, staffLink.text).toBe(200)
    const got = await fetchLink(
      (staffLink.json.data as { url: string }).url,
      cookieOf(staffLink.headers.get('set-cookie')),
    )
    expect(got.status).toBe(200)
    expect((await linkFor(number, file!.id, { token: staff.admin })).status).toBe(200)
    expect((await linkFor(number, file!.id, { token: unassigned.token })).status).toBe(404)
    expect((await linkFor(number, file!.id, { token: staff.editor })).status).toBe(404)
    // A member's admin cookie does not act for them.
    expect((await linkFor(number, file!.id, { cookie: `payload-token=${client.token}` })).status).toBe(401)

    // Staff downloads show in the client's log with the adviser's name.
    expect((await detail(number)).files[0]!.downloads[0]!.by).toBe('顾问 负责顾问')

    // In the admin's REST API: assigned sales and admins read the file and its log; others nothing.
    const read = (user: User) =>
      payload.find({
        collection: 'project-files',
        where: { project: { equals: project.id } },
        user,
        overrideAccess: false,
      })
    expect((await read(assigned.user)).totalDocs).toBe(1)
    expect((await read(admin)).totalDocs).toBe(1)
    expect((await read(unassigned.user)).totalDocs).toBe(0)
    const log = (user: User) =>
      payload.find({
        collection: 'file-downloads',
        where: { project: { equals: project.id } },
        user,
        overrideAccess: false,
      })
    expect((await log(assigned.user)).totalDocs).toBe(1)
    expect((await log(unassigned.user)).totalDocs).toBe(0)
    await expect(
      payload.create({
        collection: 'file-downloads',
        data: { file: file!.id, project: project.id, account: admin.id },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('virus scan (CLAMD_SOCKET)', () => {
  let clamd: Awaited<ReturnType<typeof startClamdStandIn>>
  const settings = env.fileRoom as { clamdSocket?: string }

  beforeAll(async () => {
    clamd = await startClamdStandIn()
    settings.clamdSocket = clamd.socketPath
  })
  afterAll(async () => {
    settings.clamdSocket = undefined
    await clamd.close()
  })

  it('records a clean scan, and quarantines an infected file where only admins see it', async () => {
    const project = await openRoom()
    const number = project.number!
    expect((await upload(number, 'clean.txt', Buffer.from('nothing to see'))).status).toBe(204)
    const infected = await upload(number, 'paper.docx', Buffer.from(`lorem ${STAND_IN_VIRUS} ipsum`))
    expect(infected.status).toBe(422)
    expect(infected.text).toContain('已被隔离')
    expect(clamd.scans()).toBe(2)

    const { files } = await detail(number)
    expect(files.map((file) => file.name)).toEqual(['clean.txt'])
    const rows = await payload.find({
      collection: 'project-files',
      where: { project: { equals: project.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(rows.docs.map((row) => [row.name, row.status, row.scan])).toEqual([
      ['clean.txt', 'ready', '已扫描，未发现病毒'],
      ['paper.docx', 'quarantined', '发现病毒：Keyan.Test.Virus'],
    ])
    const quarantined = rows.docs[1]!
    const read = (user: User) =>
      payload.find({
        collection: 'project-files',
        where: { id: { equals: quarantined.id } },
        user,
        overrideAccess: false,
      })
    expect((await read(assigned.user)).totalDocs).toBe(0)
    expect((await read(admin)).totalDocs).toBe(1)
    expect((await linkFor(number, quarantined.id)).status).toBe(404)
  })

  it('records files over FILE_SCAN_MAX_BYTES as not scanned, and quarantines a file the scan fails on', async () => {
    const project = await openRoom()
    const number = project.number!
    const limits = env.fileRoom as { scanMaxBytes: number; clamdSocket?: string }
    const before = clamd.scans()
    limits.scanMaxBytes = 10
    try {
      expect((await upload(number, 'big.bam', Buffer.alloc(11, 7))).status).toBe(204)
    } finally {
      limits.scanMaxBytes = 4 * 1024 ** 3 - 1
    }
    expect(clamd.scans()).toBe(before)
    limits.clamdSocket = '/nonexistent/clamd.sock'
    try {
      expect((await upload(number, 'notes.txt', Buffer.from('notes'))).status).toBe(422)
    } finally {
      limits.clamdSocket = clamd.socketPath
    }
    const rows = await payload.find({
      collection: 'project-files',
      where: { project: { equals: project.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(rows.docs.map((row) => [row.name, row.status, row.scan?.split('：')[0]])).toEqual([
      ['big.bam', 'ready', '超过扫描大小上限，未扫描'],
      ['notes.txt', 'quarantined', '扫描失败'],
    ])
  })
})

describe('retention', () => {
  it('mails the client seven days before, then deletes the bytes and keeps the rows as tombstones', async () => {
    const project = await openRoom()
    const number = project.number!
    await upload(number, 'final-report.pdf', Buffer.from('%PDF-1.4 report'))
    const [file] = (await detail(number)).files
    const stored = await payload.findByID({ collection: 'project-files', id: file!.id, depth: 0, overrideAccess: true })
    const onDisk = path.join(env.uploadDir, stored.storage_key!)
    expect(fs.existsSync(onDisk)).toBe(true)

    // Agreed (a quote accepted), then completed: the retention date is set.
    await payload.create({
      collection: 'project-quotes',
      data: {
        project: project.id,
        items: [{ name: '数据分析', quantity: 1, unit_price: 1000 }],
        status: 'sent',
        valid_until: new Date(Date.now() + 86_400_000).toISOString(),
      } as ProjectQuote,
      overrideAccess: true,
    })
    await acceptQuote(client.user, number, 1, '198.51.100.7')
    await payload.update({ collection: 'projects', id: project.id, data: { stage: 'completed' }, overrideAccess: true })
    const completed = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
    const keptUntil = new Date(completed.files_kept_until!).getTime()
    const days = (keptUntil - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(env.fileRoom.retentionDays - 0.01)
    expect(days).toBeLessThanOrEqual(env.fileRoom.retentionDays)

    // Nothing yet 10 days before; the warning 6 days before (once); deletion on the day.
    await applyFileRetention(payload, new Date(keptUntil - 10 * 86_400_000))
    await flushBackgroundTasks()
    const warningsOf = () =>
      outboxMailsTo(client.user.email).filter((mail) => mail.subject.includes(`${number} 的文件将于`))
    expect(warningsOf()).toHaveLength(0)
    await applyFileRetention(payload, new Date(keptUntil - 6 * 86_400_000))
    await applyFileRetention(payload, new Date(keptUntil - 5 * 86_400_000))
    expect(warningsOf()).toHaveLength(1)
    expect(warningsOf()[0]!.text).not.toContain('final-report')

    // Staff extend it: moving the date later re-arms the warning, and nothing goes on the old day.
    const later = new Date(keptUntil + 30 * 86_400_000).toISOString()
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { files_kept_until: later },
      user: assigned.user,
      overrideAccess: false,
    })
    await applyFileRetention(payload, new Date(keptUntil + 1000))
    expect(fs.existsSync(onDisk)).toBe(true)

    await applyFileRetention(payload, new Date(new Date(later).getTime() + 1000))
    expect(fs.existsSync(onDisk)).toBe(false)
    expect(fs.existsSync(`${onDisk}.json`)).toBe(false)
    const tombstone = (await detail(number)).files[0]!
    expect(tombstone).toMatchObject({ name: 'final-report.pdf', status: 'deleted', sha256: file!.sha256 })
    expect(tombstone.deleted_at).not.toBeNull()
    expectFailure(await linkFor(number, file!.id), 410, '该文件已按保留期限删除，无法下载')
  })
})

describe('review fixes: nobody widens who reaches a file', () => {
  it('files stay in their project; only assigned sales or admins change them; bulk edits reach no one else’s', async () => {
    const project = await openRoom()
    const mine = await openRoom()
    await upload(project.number!, 'thesis.docx', Buffer.from('unpublished'))
    const [file] = (await detail(project.number!)).files
    const move = (user: User) =>
      payload.update({
        collection: 'project-files',
        id: file!.id,
        data: { project: mine.id },
        user,
        overrideAccess: false,
      })
    await expect(move(assigned.user)).rejects.toThrow('文件不能移到其他项目')
    await expect(move(admin)).rejects.toThrow('文件不能移到其他项目')
    await expect(
      payload.update({
        collection: 'project-files',
        id: file!.id,
        data: { note: 'x' },
        user: unassigned.user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const bulk = await payload.update({
      collection: 'project-files',
      where: { id: { equals: file!.id } },
      data: { note: '改过' },
      user: unassigned.user,
      overrideAccess: false,
    })
    expect(bulk.docs).toHaveLength(0)
    const stored = await payload.findByID({ collection: 'project-files', id: file!.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ project: project.id, note: null })
  })

  it('sales change 负责人 only on projects they work or no one does, and a project with files keeps its client', async () => {
    const project = await newProject()
    const setAssignees = (user: User, ids: number[]) =>
      payload.update({ collection: 'projects', id: project.id, data: { assignees: ids }, user, overrideAccess: false })
    await expect(setAssignees(unassigned.user, [assigned.user.id, unassigned.user.id])).rejects.toThrow(
      '只有项目负责人或管理员可以更改负责人',
    )
    await setAssignees(assigned.user, [assigned.user.id, unassigned.user.id])
    const open = await newProject({ assignees: [] })
    await payload.update({
      collection: 'projects',
      id: open.id,
      data: { assignees: [unassigned.user.id] },
      user: unassigned.user,
      overrideAccess: false,
    })

    const { nda } = await detail(project.number!)
    await acceptNda(project.number!, nda.version)
    await upload(project.number!, 'data.csv', Buffer.from('a,b'))
    await expect(
      payload.update({
        collection: 'projects',
        id: project.id,
        data: { client: other.user.id },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow('不能更换客户')
    await expect(
      payload.delete({ collection: 'projects', id: project.id, user: admin, overrideAccess: false }),
    ).rejects.toThrow('该项目仍有文件')
  })

  it('文件保留至 moves only later for sales; an administrator may bring it forward', async () => {
    const later = new Date(Date.now() + 100 * 86_400_000).toISOString()
    const project = await newProject()
    await payload.db.updateOne({ collection: 'projects', id: project.id, data: { files_kept_until: later } })
    const setKept = (user: User, value: string | null) =>
      payload.update({
        collection: 'projects',
        id: project.id,
        data: { files_kept_until: value },
        user,
        overrideAccess: false,
      })
    await expect(setKept(assigned.user, new Date().toISOString())).rejects.toThrow('文件保留期只能延后')
    await expect(setKept(assigned.user, null)).rejects.toThrow('文件保留期只能延后')
    await setKept(assigned.user, new Date(Date.now() + 200 * 86_400_000).toISOString())
    await setKept(admin, new Date(Date.now() + 86_400_000).toISOString())
  })

  it('a finished upload is filed once: its last PATCH sent again files nothing (answered as finished, to its uploader only)', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('final manuscript')
    const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'final.docx' }, auth(client))
    expect((await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(client))).status).toBe(204)
    const again = await tusPatch(uploadsRoute.PATCH, number, created.id!, bytes.length, new Uint8Array(0), auth(client))
    expect(again).toMatchObject({ status: 204, offset: bytes.length })
    expect(await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))).toMatchObject({
      status: 200,
      offset: bytes.length,
      length: bytes.length,
    })
    expect((await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(client))).status).toBe(409)
    expect((await tusHead(uploadsRoute.HEAD, number, created.id!, auth(assigned))).status).toBe(404)
    expect((await detail(number)).files).toHaveLength(1)
    expect((await tusCreate(uploadsRoute.POST, number, 0, { filename: 'empty.txt' }, auth(client))).status).toBe(400)
  })

  it('deleting a file removes its bytes; the admin’s form refuses programs; staff addresses stay out of the client’s log', async () => {
    const project = await openRoom()
    const number = project.number!
    await upload(number, 'old.zip', Buffer.from('zip bytes'))
    const [file] = (await detail(number)).files
    const row = await payload.findByID({ collection: 'project-files', id: file!.id, depth: 0, overrideAccess: true })
    const onDisk = path.join(env.uploadDir, row.storage_key!)
    const staffLink = await linkFor(number, file!.id, { token: assigned.token })
    await fetchLink((staffLink.json.data as { url: string }).url, cookieOf(staffLink.headers.get('set-cookie')))
    expect((await detail(number)).files[0]!.downloads[0]).toMatchObject({ by: '顾问 负责顾问', ip: null })

    await payload.delete({ collection: 'project-files', id: file!.id, user: admin, overrideAccess: false })
    expect(fs.existsSync(onDisk)).toBe(false)
    expect(fs.existsSync(`${onDisk}.json`)).toBe(false)

    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])
    await expect(
      payload.create({
        collection: 'project-files',
        data: { project: project.id },
        file: { data: program, mimetype: 'application/octet-stream', name: 'report.pdf', size: program.length },
        user: assigned.user,
        overrideAccess: false,
      }),
    ).rejects.toThrow('不能上传可执行程序')
  })
})

const DAY_MS = 86_400_000
const recordOf = (id: string) => path.join(env.uploadDir, 'file-room', `${id}.json`)
const bytesOf = (id: string) => path.join(env.uploadDir, 'file-room', id)

/** payload.create failing for project files (the database away), everything else as usual. */
function failFiling(how: 'before' | 'after' = 'before') {
  const original = payload.create.bind(payload)
  return vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
    if (args.collection !== 'project-files') return original(args)
    // Written, then the request fails (on PostgreSQL the transaction is rolled back with it).
    if (how === 'after') await original(args)
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432 select "name" from "project_files"')
  }) as unknown as Payload['create'])
}

/** tus's HEAD as the client sends it, the whole answer (tusHead keeps only the offsets). */
const rawHead = (number: string, id: string, who: Account = client) =>
  uploadsRoute.HEAD(
    new Request(`http://localhost:3000/api/projects/${number}/uploads/${id}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${who.token}`, 'x-forwarded-for': clientAddress() },
    }),
    { params: Promise.resolve({ number, upload: [id] }) } as never,
  )

const roomRows = async (projectId: number) =>
  (
    await payload.find({
      collection: 'project-files',
      where: { project: { equals: projectId } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs

describe('filing after the last byte fails (database away)', () => {
  it('keeps the bytes, answers in Chinese, and the client’s retry (HEAD) files them once', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('raw counts, sample A')
    const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'counts.csv' }, auth(client))
    const filing = failFiling()
    let failed: Awaited<ReturnType<typeof tusPatch>>
    let retriedTooSoon: Response
    try {
      failed = await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(client))
      // Retried while the database is still away: 423, so tus-js-client keeps the upload (on any
      // other failure of HEAD it would drop it and send the whole file again).
      retriedTooSoon = await rawHead(number, created.id!)
    } finally {
      filing.mockRestore()
    }
    expect(failed.status).toBe(500)
    expect(failed.text).toBe('文件已上传，但登记失败，请稍后重试或联系顾问')
    expect(failed.text).not.toMatch(/ECONNREFUSED|project_files|\bat /)
    expect(retriedTooSoon.status).toBe(423)
    expect(retriedTooSoon.headers.get('retry-after')).toBe('5')
    expect(await retriedTooSoon.text()).toBe('文件已上传，但登记失败，请稍后重试或联系顾问')
    expect(await roomRows(project.id)).toEqual([])
    expect(fs.statSync(bytesOf(created.id!)).size).toBe(bytes.length)
    expect(fs.existsSync(recordOf(created.id!))).toBe(true)

    // tus-js-client retries with HEAD: every byte is there, so the upload is filed now.
    expect(await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))).toMatchObject({
      status: 200,
      offset: bytes.length,
      length: bytes.length,
    })
    const [row] = await roomRows(project.id)
    expect(row).toMatchObject({ name: 'counts.csv', version: 1, status: 'ready', sha256: sha256(bytes) })
    expect(row!.storage_key).toBe(`file-room/${created.id}`)
    expect(fs.existsSync(recordOf(created.id!))).toBe(false)

    // Asked again (the answer was lost): the same answer, no second row.
    expect((await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))).status).toBe(200)
    const patched = await tusPatch(
      uploadsRoute.PATCH,
      number,
      created.id!,
      bytes.length,
      new Uint8Array(0),
      auth(client),
    )
    expect(patched).toMatchObject({ status: 204, offset: bytes.length })
    expect(await roomRows(project.id)).toHaveLength(1)
  })

  it('a HEAD the server cannot answer now (database away) answers 423 in Chinese, so the client keeps its upload', async () => {
    const project = await openRoom()
    const number = project.number!
    const created = await tusCreate(uploadsRoute.POST, number, 10, { filename: 'later.csv' }, auth(client))
    const original = payload.find.bind(payload)
    const find = vi.spyOn(payload, 'find').mockImplementation((async (args: Parameters<Payload['find']>[0]) => {
      if (args.collection === 'projects') throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      return original(args)
    }) as unknown as Payload['find'])
    let head: Response
    try {
      head = await rawHead(number, created.id!)
    } finally {
      find.mockRestore()
    }
    expect(head.status).toBe(423)
    expect(await head.text()).toBe('暂时无法确认上传进度，请稍后重试')
    expect(await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))).toMatchObject({
      status: 200,
      offset: 0,
    })
  })

  it('files once when the last PATCH is sent again, when the row was written before a failure, and when two retries meet', async () => {
    const project = await openRoom()
    const number = project.number!

    // The retry sends the last PATCH again (offset = size, no body).
    const one = Buffer.from('sample B')
    const first = await tusCreate(uploadsRoute.POST, number, one.length, { filename: 'b.csv' }, auth(client))
    let filing = failFiling()
    try {
      expect((await tusPatch(uploadsRoute.PATCH, number, first.id!, 0, one, auth(client))).status).toBe(500)
    } finally {
      filing.mockRestore()
    }
    const again = await tusPatch(uploadsRoute.PATCH, number, first.id!, one.length, new Uint8Array(0), auth(client))
    expect(again).toMatchObject({ status: 204, offset: one.length })

    // The row was written and the request failed afterwards (SQLite keeps the row, PostgreSQL rolls it back).
    const two = Buffer.from('sample C')
    const second = await tusCreate(uploadsRoute.POST, number, two.length, { filename: 'c.csv' }, auth(client))
    filing = failFiling('after')
    try {
      expect((await tusPatch(uploadsRoute.PATCH, number, second.id!, 0, two, auth(client))).status).toBe(500)
    } finally {
      filing.mockRestore()
    }
    expect((await tusHead(uploadsRoute.HEAD, number, second.id!, auth(client))).status).toBe(200)

    // Filed, but tus's record stayed behind (its removal failed): a retry files nothing new.
    const three = Buffer.from('sample D')
    const third = await tusCreate(uploadsRoute.POST, number, three.length, { filename: 'd.csv' }, auth(client))
    const record = fs.readFileSync(recordOf(third.id!))
    expect((await tusPatch(uploadsRoute.PATCH, number, third.id!, 0, three, auth(client))).status).toBe(204)
    fs.writeFileSync(recordOf(third.id!), record)
    expect((await tusHead(uploadsRoute.HEAD, number, third.id!, auth(client))).status).toBe(200)
    expect(fs.existsSync(recordOf(third.id!))).toBe(false)

    // Two retries at once (two tabs, or two instances): one files it, the other is told to wait.
    const four = Buffer.from('sample E')
    const fourth = await tusCreate(uploadsRoute.POST, number, four.length, { filename: 'e.csv' }, auth(client))
    filing = failFiling()
    try {
      expect((await tusPatch(uploadsRoute.PATCH, number, fourth.id!, 0, four, auth(client))).status).toBe(500)
    } finally {
      filing.mockRestore()
    }
    const heads = await Promise.all([
      tusHead(uploadsRoute.HEAD, number, fourth.id!, auth(client)),
      tusHead(uploadsRoute.HEAD, number, fourth.id!, auth(client)),
    ])
    expect(heads.map((head) => head.status)).toContain(200)
    for (const head of heads) expect([200, 423]).toContain(head.status)

    const rows = await roomRows(project.id)
    expect(rows.map((row) => [row.name, row.version]).sort()).toEqual([
      ['b.csv', 1],
      ['c.csv', 1],
      ['d.csv', 1],
      ['e.csv', 1],
    ])
    expect(new Set(rows.map((row) => row.storage_key)).size).toBe(4)
  })
})

describe('unfinished uploads expire (FILE_UPLOAD_EXPIRY_DAYS)', () => {
  it('answer 410 in Chinese once expired, and the daily pass deletes them; filed files and recent uploads stay', async () => {
    const project = await openRoom()
    const number = project.number!
    const abandoned = await tusCreate(uploadsRoute.POST, number, 20, { filename: 'partial.fastq' }, auth(client))
    expect(
      (await tusPatch(uploadsRoute.PATCH, number, abandoned.id!, 0, Buffer.alloc(5, 1), auth(client))).status,
    ).toBe(204)
    const recent = await tusCreate(uploadsRoute.POST, number, 20, { filename: 'recent.fastq' }, auth(client))
    expect((await upload(number, 'done.txt', Buffer.from('finished'))).status).toBe(204)
    const [done] = await roomRows(project.id)

    // Started eight days ago (tus compares its record's creation date with the clock).
    const info = JSON.parse(fs.readFileSync(recordOf(abandoned.id!), 'utf8')) as { creation_date: string }
    info.creation_date = new Date(Date.now() - (uploadExpiry.days + 1) * DAY_MS).toISOString()
    fs.writeFileSync(recordOf(abandoned.id!), JSON.stringify(info))
    expect((await tusHead(uploadsRoute.HEAD, number, abandoned.id!, auth(client))).status).toBe(410)
    const patch = await tusPatch(uploadsRoute.PATCH, number, abandoned.id!, 5, Buffer.alloc(15, 1), auth(client))
    expect(patch.status).toBe(410)
    expect(patch.text).toBe(`上传已过期：开始后 ${uploadExpiry.days} 天内未完成的上传会被删除，请重新选择文件上传`)

    // The daily pass (run by the file-room retention task) deletes it from disk.
    const pass = await expireAbandonedUploads(payload)
    expect(pass.expired).toBeGreaterThanOrEqual(1)
    expect(fs.existsSync(bytesOf(abandoned.id!))).toBe(false)
    expect(fs.existsSync(recordOf(abandoned.id!))).toBe(false)
    expect((await tusHead(uploadsRoute.HEAD, number, abandoned.id!, auth(client))).status).toBe(404)
    expect(fs.existsSync(bytesOf(recent.id!))).toBe(true)
    expect((await tusHead(uploadsRoute.HEAD, number, recent.id!, auth(client))).status).toBe(200)

    // Its time over too, the recent one goes; the filed file's bytes are never touched.
    await expireAbandonedUploads(payload, new Date(Date.now() + (uploadExpiry.days + 1) * DAY_MS))
    expect(fs.existsSync(bytesOf(recent.id!))).toBe(false)
    expect(fs.existsSync(path.join(env.uploadDir, done!.storage_key!))).toBe(true)
    expect((await detail(number)).files.map((file) => file.name)).toEqual(['done.txt'])
  })

  it('a finished upload whose filing failed is kept until then for the retry, then deleted too', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('never filed')
    const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'lost.csv' }, auth(client))
    const filing = failFiling()
    try {
      expect((await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(client))).status).toBe(500)
    } finally {
      filing.mockRestore()
    }
    await expireAbandonedUploads(payload)
    expect(fs.existsSync(bytesOf(created.id!))).toBe(true)
    await expireAbandonedUploads(payload, new Date(Date.now() + (uploadExpiry.days + 1) * DAY_MS))
    expect(fs.existsSync(bytesOf(created.id!))).toBe(false)
    expect(fs.existsSync(recordOf(created.id!))).toBe(false)
    expect(await roomRows(project.id)).toEqual([])
  })
})

describe('versions of one name finishing at the same moment', () => {
  const adminUpload = (projectId: number, name: string, bytes: Buffer, user: User) =>
    payload.create({
      collection: 'project-files',
      data: { project: projectId },
      file: { data: bytes, mimetype: 'text/plain', name, size: bytes.length },
      user,
      overrideAccess: false,
    })

  /**
   * Holds each read of a name's newest version until a second one has happened (or 700 ms): two
   * filings then meet exactly between their read and their write, unless something keeps the
   * second read from happening before the first row is written.
   */
  function lineUpVersionReads() {
    const original = payload.find.bind(payload)
    const waiting: (() => void)[] = []
    return vi.spyOn(payload, 'find').mockImplementation((async (args: Parameters<Payload['find']>[0]) => {
      const found = await original(args)
      if (args.collection === 'project-files' && args.sort === '-version') {
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length >= 2) for (const go of waiting.splice(0)) go()
          else setTimeout(resolve, 700)
        })
      }
      return found
    }) as unknown as Payload['find'])
  }

  async function together<T>(work: () => Promise<T>): Promise<T> {
    const reads = lineUpVersionReads()
    try {
      return await work()
    } finally {
      reads.mockRestore()
    }
  }

  it('two uploads of one name finishing together get two numbers', async () => {
    const project = await openRoom()
    const number = project.number!
    const uploads = await Promise.all(
      [client, assigned].map(async (who, index) => {
        const bytes = Buffer.from(`第 ${index + 1} 份`)
        const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'same.txt' }, auth(who))
        return { id: created.id!, bytes, who }
      }),
    )
    const finished = await together(() =>
      Promise.all(uploads.map(({ id, bytes, who }) => tusPatch(uploadsRoute.PATCH, number, id, 0, bytes, auth(who)))),
    )
    expect(finished.map((answer) => answer.status)).toEqual([204, 204])
    expect((await roomRows(project.id)).map((row) => row.version).sort()).toEqual([1, 2])
  })

  // (Two forms of one name at the same instant meet Payload's own unique stored `filename` first: one is refused.)
  it('so do the admin’s form and an upload of one name finishing together', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('表格（上传）')
    const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'table.txt' }, auth(assigned))
    const [viaForm, viaUpload] = await together(() =>
      Promise.all([
        adminUpload(project.id, 'table.txt', Buffer.from('表格（表单）'), assigned.user),
        tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(assigned)),
      ]),
    )
    expect(viaUpload.status).toBe(204)
    expect(viaForm.version).toBeGreaterThan(0)
    expect((await roomRows(project.id)).map((row) => row.version).sort()).toEqual([1, 2])
  })

  it('with a unique index on (project, name, version), a refused duplicate is filed again under the next number', async () => {
    const project = await openRoom()
    const number = project.number!
    const index = `test_project_files_version_${project.id}`
    // Only this project's rows: the shared test database holds others' rows.
    await rawQuery(
      payload,
      {
        postgres: `CREATE UNIQUE INDEX "${index}" ON "project_files" ("project_id", "name", "version") WHERE "project_id" = ${project.id}`,
        sqlite: `CREATE UNIQUE INDEX "${index}" ON "project_files" ("project_id", "name", "version") WHERE "project_id" = ${project.id}`,
      },
      [],
    )
    try {
      expect((await upload(number, 'draft.docx', Buffer.from('v1'))).status).toBe(204)
      // Another instance files version 2 of the name between this filing's read and its write.
      const original = payload.create.bind(payload)
      let raced = false
      const create = vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
        if (args.collection === 'project-files' && !raced) {
          raced = true
          await payload.db.create({
            collection: 'project-files',
            data: { project: project.id, name: 'draft.docx', version: 2, side: 'staff', status: 'ready' },
          })
        }
        return original(args)
      }) as unknown as Payload['create'])
      let finished: Awaited<ReturnType<typeof upload>>
      try {
        finished = await upload(number, 'draft.docx', Buffer.from('v3'))
      } finally {
        create.mockRestore()
      }
      expect(finished.status, finished.text).toBe(204)
      const rows = await roomRows(project.id)
      expect(rows.map((row: ProjectFile) => row.version).sort()).toEqual([1, 2, 3])
      expect(rows.find((row) => row.version === 3)?.sha256).toBe(sha256(Buffer.from('v3')))
    } finally {
      await rawQuery(payload, { postgres: `DROP INDEX "${index}"`, sqlite: `DROP INDEX "${index}"` }, [])
    }
  })
})

describe('the admin’s upload form goes through the same checks and scan as a resumable upload', () => {
  let clamd: Awaited<ReturnType<typeof startClamdStandIn>>
  const settings = env.fileRoom as { clamdSocket?: string; scanMaxBytes: number }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-admin-upload-'))

  beforeAll(async () => {
    clamd = await startClamdStandIn()
    settings.clamdSocket = clamd.socketPath
  })
  afterAll(async () => {
    settings.clamdSocket = undefined
    await clamd.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  /** The form's file as Payload hands it over here (`useTempFiles`): in a temporary file, `data` empty. */
  const fromTempFile = (name: string, bytes: Buffer) => {
    const tempFilePath = path.join(folder, `${unique()}.tmp`)
    fs.writeFileSync(tempFilePath, bytes)
    return { data: Buffer.alloc(0), tempFilePath, mimetype: 'application/octet-stream', name, size: bytes.length }
  }

  it('records the scan, quarantines an infected file, records what is too large to scan, refuses programs and new bytes', async () => {
    const project = await openRoom()
    const before = clamd.scans()
    const clean = await payload.create({
      collection: 'project-files',
      data: { project: project.id },
      file: { data: Buffer.from('staff report'), mimetype: 'text/plain', name: 'report.txt', size: 12 },
      user: assigned.user,
      overrideAccess: false,
    })
    expect(clean).toMatchObject({ status: 'ready', scan: '已扫描，未发现病毒', version: 1, side: 'staff' })

    const infected = await payload.create({
      collection: 'project-files',
      data: { project: project.id },
      file: fromTempFile('figure.txt', Buffer.from(`lorem ${STAND_IN_VIRUS} ipsum`)),
      user: admin,
      overrideAccess: false,
    })
    expect(infected).toMatchObject({ status: 'quarantined', scan: '发现病毒：Keyan.Test.Virus' })
    expect(clamd.scans()).toBe(before + 2)
    expect((await detail(project.number!)).files.map((file) => file.name)).toEqual(['report.txt'])

    settings.scanMaxBytes = 4
    try {
      const big = await payload.create({
        collection: 'project-files',
        data: { project: project.id },
        file: fromTempFile('table.csv', Buffer.from('a,b\n1,2\n')),
        user: assigned.user,
        overrideAccess: false,
      })
      expect(big).toMatchObject({ status: 'ready', scan: '超过扫描大小上限，未扫描' })
    } finally {
      settings.scanMaxBytes = 4 * 1024 ** 3 - 1
    }
    expect(clamd.scans()).toBe(before + 2)

    await expect(
      payload.create({
        collection: 'project-files',
        data: { project: project.id },
        file: fromTempFile('notes.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])),
        user: assigned.user,
        overrideAccess: false,
      }),
    ).rejects.toThrow('不能上传可执行程序')

    await expect(
      payload.update({
        collection: 'project-files',
        id: clean.id,
        data: {},
        file: { data: Buffer.from('other bytes'), mimetype: 'text/plain', name: 'report.txt', size: 11 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow('项目文件的内容不能替换')
    const kept = await payload.findByID({ collection: 'project-files', id: clean.id, depth: 0, overrideAccess: true })
    expect(kept.sha256).toBe(sha256(Buffer.from('staff report')))
  })
})
