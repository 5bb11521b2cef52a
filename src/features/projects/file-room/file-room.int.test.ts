import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Project, ProjectQuote, User } from '@/payload-types'
import { acceptQuote } from '@/features/projects/service'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { applyFileRetention } from '@/cms/projects/file-retention'
import { env } from '@/lib/env'
import { resetRateLimits } from '@/lib/rate-limit'
import * as detailRoute from '@/app/api/projects/[number]/route'
import * as ndaRoute from '@/app/api/projects/[number]/nda/route'
import * as uploadsRoute from '@/app/api/projects/[number]/uploads/[[...upload]]/route'
import * as linkRoute from '@/app/api/projects/[number]/files/[id]/link/route'
import * as downloadRoute from '@/app/api/files/[token]/route'
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

  it('a finished upload is filed once: its last PATCH sent again is refused and files nothing', async () => {
    const project = await openRoom()
    const number = project.number!
    const bytes = Buffer.from('final manuscript')
    const created = await tusCreate(uploadsRoute.POST, number, bytes.length, { filename: 'final.docx' }, auth(client))
    expect((await tusPatch(uploadsRoute.PATCH, number, created.id!, 0, bytes, auth(client))).status).toBe(204)
    const again = await tusPatch(uploadsRoute.PATCH, number, created.id!, bytes.length, new Uint8Array(0), auth(client))
    expect(again.status).toBe(404)
    expect((await tusHead(uploadsRoute.HEAD, number, created.id!, auth(client))).status).toBe(404)
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
