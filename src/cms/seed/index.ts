/**
 * Idempotent demo-content seed.
 *
 * Every item is looked up by a natural key (slug, name, title, e-mail, media file name) and
 * skipped when present, so a second run creates and changes nothing. Images and documents are
 * generated locally (see generate-assets.ts); the sample video is a committed file.
 *
 * All Local API calls run with server rights (`overrideAccess: true`) and
 * `context.disableRevalidate`, because the collection hooks would otherwise call Next's
 * revalidateTag, which has no cache to expire outside a Next request.
 */
import crypto from 'node:crypto'
import { productSectionsFor } from './product-sections'
import { seedCompany } from './company'
import { SEED_SHARED_SLUGS } from '@/cms/service-slugs'
import { contactFieldsFromLegacy } from '@/cms/faculty/contact'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionSlug, Payload, Where } from 'payload'
import {
  PALETTES,
  acceptanceLetterImage,
  avatarImage,
  coverImage,
  iconImage,
  portraitImage,
  qrCodeImage,
  type PaletteName,
} from './generate-assets'
import * as content from './content'
import { pdfDocument } from './guide-pdf'

export interface SeedOptions {
  log?: (msg: string) => void
}

export interface SeedResult {
  /** Set only when the admin account was created by this run. */
  adminPassword?: string
  adminEmail: string
  /** Set only when the editor account was created by this run. */
  editorPassword?: string
  editorEmail: string
  /** Documents created by this run, per collection (media included). */
  created: Record<string, number>
  /** Whether the site-settings global was filled by this run. */
  siteSettingsFilled: boolean
}

// Each call gets a copy ({ ...CTX }): Payload hands the object to the request as req.context, and the
// cloud storage plugin keeps the request's file there; one shared object made every upload after
// the first re-use the first file's data (with S3_BUCKET set, only one seeded image reached the bucket).
const CTX = { disableRevalidate: true } as const
const EDITOR_EMAIL = 'editor@keyan.example.com'
const DEFAULT_ADMIN_EMAIL = 'admin@keyan.example.com'

const seedDir = path.dirname(fileURLToPath(import.meta.url))

function randomPassword(): string {
  // 18 random bytes -> 24 URL-safe characters.
  return crypto.randomBytes(18).toString('base64url')
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const created: Record<string, number> = {}
  const count = (collection: string) => {
    created[collection] = (created[collection] ?? 0) + 1
  }

  async function findFirst<S extends CollectionSlug>(collection: S, where: Where) {
    const result = await payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      context: { ...CTX },
    })
    return result.docs[0]
  }

  /** Returns the id of the media document stored under `file`, generating it when missing. */
  async function ensureMedia(file: string, alt: string, render: () => Promise<Buffer>): Promise<number> {
    const existing = await findFirst('media', { filename: { equals: file } })
    if (existing) return existing.id
    const data = await render()
    const mimetype = file.endsWith('.png') ? 'image/png' : 'image/jpeg'
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name: file, size: data.length },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('media')
    return doc.id
  }

  const palette = (name: PaletteName) => PALETTES[name]

  /** The illustrated portrait of a demo faculty or team member (one picture per person), if any. */
  const portrait = async (name: string): Promise<number | undefined> => {
    const spec = content.portraits[name]
    if (!spec) return undefined
    return ensureMedia(`seed-portrait-${spec.file}.png`, `${name}头像`, () =>
      portraitImage({ ...spec.look, palette: palette(spec.palette) }),
    )
  }

  // -------------------------------------------------------------------------------------------
  // Users
  // -------------------------------------------------------------------------------------------
  const adminEmail = (process.env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase()
  let adminPassword: string | undefined
  if (!(await findFirst('users', { email: { equals: adminEmail } }))) {
    adminPassword = process.env.ADMIN_PASSWORD?.trim() || randomPassword()
    await payload.create({
      collection: 'users',
      data: {
        email: adminEmail,
        password: adminPassword,
        roles: ['admin'],
        full_name: '站点管理员',
        email_confirmed_at: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('users')
    log(`创建管理员账号 ${adminEmail}`)
  }

  let editorPassword: string | undefined
  if (!(await findFirst('users', { email: { equals: EDITOR_EMAIL } }))) {
    editorPassword = process.env.EDITOR_PASSWORD?.trim() || randomPassword()
    await payload.create({
      collection: 'users',
      data: {
        email: EDITOR_EMAIL,
        password: editorPassword,
        roles: ['editor'],
        full_name: '内容编辑',
        email_confirmed_at: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('users')
    log(`创建编辑账号 ${EDITOR_EMAIL}`)
  }

  // -------------------------------------------------------------------------------------------
  // Categories
  // -------------------------------------------------------------------------------------------
  const categoryIds = new Map<string, number>()
  let activeOrder = 0
  const inactiveOffset = content.categories.filter((c) => c.is_active).length
  let inactiveOrder = 0
  for (const category of content.categories) {
    const sortOrder = category.is_active ? ++activeOrder : inactiveOffset + ++inactiveOrder
    const existing = await findFirst('categories', { slug: { equals: category.slug } })
    if (existing) {
      categoryIds.set(category.slug, existing.id)
      continue
    }
    const mainImage = await ensureMedia(`seed-category-${category.slug}.jpg`, `${category.name}服务主图`, () =>
      coverImage({
        label: category.label,
        sublabel: 'KEYAN ACADEMIC SERVICES',
        palette: palette(category.palette),
        seed: category.slug,
      }),
    )
    const icon = await ensureMedia(`seed-category-${category.slug}-icon.png`, `${category.name}图标`, () =>
      iconImage(category.icon, palette(category.palette)),
    )
    const doc = await payload.create({
      collection: 'categories',
      data: {
        name: category.name,
        slug: category.slug,
        description: category.description,
        main_image: mainImage,
        icon,
        sort_order: sortOrder,
        is_active: category.is_active,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX, [SEED_SHARED_SLUGS]: true },
    })
    categoryIds.set(category.slug, doc.id)
    count('categories')
    log(`创建类目 ${category.name}`)
  }

  const categoryId = (slug: string): number => {
    const id = categoryIds.get(slug)
    if (id === undefined) throw new Error(`种子数据错误：未知类目 ${slug}`)
    return id
  }

  // -------------------------------------------------------------------------------------------
  // Products
  // -------------------------------------------------------------------------------------------
  const perCategory = new Map<string, number>()
  for (const product of content.products) {
    const position = (perCategory.get(product.category) ?? 0) + 1
    perCategory.set(product.category, position)
    if (await findFirst('offerings', { name: { equals: product.name } })) continue
    const category = content.categories.find((c) => c.slug === product.category)
    const images: number[] = []
    for (let i = 1; i <= product.images; i++) {
      images.push(
        await ensureMedia(`seed-product-${product.category}-${position}-${i}.jpg`, `${product.name}（图${i}）`, () =>
          coverImage({
            label: product.label,
            sublabel: `${String(position).padStart(2, '0')} / VIEW ${i}`,
            palette: palette(category?.palette ?? 'slate'),
            seed: `${product.category}-${position}-${i}`,
            width: 1000,
            height: 750,
          }),
        ),
      )
    }
    await payload.create({
      collection: 'offerings',
      data: {
        kind: product.kind ?? 'product',
        name: product.name,
        description: product.description,
        ...(product.price !== undefined ? { price: product.price } : {}),
        ...(product.delivery ? { delivery_time: product.delivery[0], delivery_unit: product.delivery[1] } : {}),
        category: categoryId(product.category),
        images,
        tags: product.tags ?? [],
        rating: content.DEMO_PRODUCT_PROOF.rating,
        served_clients: content.DEMO_PRODUCT_PROOF.served_clients,
        sort_order: position,
        is_active: true,
        ...productSectionsFor(product.category),
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('offerings')
    log(`创建商品 ${product.name}`)
  }

  // -------------------------------------------------------------------------------------------
  // Services, core projects, service menu
  // -------------------------------------------------------------------------------------------
  for (const service of content.services) {
    if (await findFirst('services', { slug: { equals: service.slug } })) continue
    await payload.create({
      collection: 'services',
      data: { ...service },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('services')
    log(`创建服务 ${service.title}`)
  }

  // Core projects are offerings too (kind 测试服务 when the spec's test-services page lists them).
  for (const project of content.coreProjects) {
    if (await findFirst('offerings', { name: { equals: project.title } })) continue
    await payload.create({
      collection: 'offerings',
      data: {
        kind: project.title.includes('测试') ? 'test-service' : 'core-project',
        name: project.title,
        price: project.price,
        description: project.description,
        features: project.service_content,
        button_text: project.button_text,
        notes: project.notes,
        sort_order: project.sort_order,
        is_active: project.is_active,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('offerings')
    log(`创建服务方案（核心项目）${project.title}`)
  }

  for (const [index, item] of content.serviceMenu.entries()) {
    if (await findFirst('service-menu', { name: { equals: item.name } })) continue
    await payload.create({
      collection: 'service-menu',
      data: { name: item.name, link: item.link, sort_order: index + 1, is_active: true },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('service-menu')
    log(`创建服务菜单项 ${item.name}`)
  }

  // -------------------------------------------------------------------------------------------
  // News
  // -------------------------------------------------------------------------------------------
  for (const item of content.news) {
    if (await findFirst('news', { slug: { equals: item.slug } })) continue
    const image = item.image
      ? await ensureMedia(`seed-news-${item.slug}.jpg`, item.title, () =>
          coverImage({
            label: item.image!.label,
            sublabel: 'RESEARCH NEWS',
            palette: palette(item.image!.palette),
            seed: item.slug,
          }),
        )
      : undefined
    await payload.create({
      collection: 'news',
      data: {
        title: item.title,
        slug: item.slug,
        summary: item.summary,
        content: item.content,
        category: item.category,
        ...(image !== undefined ? { image } : {}),
        published_at: new Date(item.published_at).toISOString(),
        is_published: item.is_published,
        views_count: item.views_count,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('news')
    log(`创建新闻 ${item.title}`)
  }

  // -------------------------------------------------------------------------------------------
  // Cases
  // -------------------------------------------------------------------------------------------
  for (const [index, item] of content.cases.entries()) {
    if (await findFirst('cases', { slug: { equals: item.slug } })) continue
    const image = await ensureMedia(`seed-case-${item.slug}.jpg`, `${item.title}封面`, () =>
      coverImage({
        label: item.label,
        sublabel: `${item.year}${item.impact_factor ? `  |  IF ${item.impact_factor}` : ''}`,
        palette: palette(item.palette),
        seed: item.slug,
      }),
    )
    const gallery: number[] = []
    for (let i = 1; i <= item.gallery; i++) {
      gallery.push(
        await ensureMedia(`seed-case-${item.slug}-${i}.jpg`, `${item.title}（图${i}）`, () =>
          coverImage({
            label: `FIGURE ${i}`,
            sublabel: item.label,
            palette: palette(item.palette),
            seed: `${item.slug}-${i}`,
          }),
        ),
      )
    }
    const avatar = await ensureMedia(`seed-case-${item.slug}-client.png`, `${item.client_name}头像`, () =>
      avatarImage(item.client_initials, palette(item.palette), 200),
    )
    const letter = item.acceptance_letter
      ? await ensureMedia(`seed-case-${item.slug}-letter.png`, `${item.title}录用通知（示例）`, () =>
          acceptanceLetterImage(item.slug, palette(item.palette)),
        )
      : undefined
    await payload.create({
      collection: 'cases',
      data: {
        title: item.title,
        slug: item.slug,
        description: item.description,
        content: item.content,
        service_type: item.service_type,
        ...(item.journal ? { journal: item.journal } : {}),
        year: item.year,
        ...(item.impact_factor !== undefined ? { impact_factor: item.impact_factor } : {}),
        ...(item.doi ? { doi: item.doi } : {}),
        ...(letter !== undefined ? { acceptance_letter: letter } : {}),
        image,
        gallery,
        client_name: item.client_name,
        client_title: item.client_title,
        client_avatar: avatar,
        related_services: item.related.map(categoryId),
        is_featured: item.is_featured,
        is_published: item.is_published,
        sort_order: index + 1,
        views_count: item.views_count,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('cases')
    log(`创建案例 ${item.title}`)
  }

  // -------------------------------------------------------------------------------------------
  // Faculty
  // -------------------------------------------------------------------------------------------
  for (const [index, person] of content.faculty.entries()) {
    if (await findFirst('faculty-introductions', { name: { equals: person.name } })) continue
    const avatar = await portrait(person.name)
    await payload.create({
      collection: 'faculty-introductions',
      data: {
        name: person.name,
        title: person.title,
        ...(avatar !== undefined ? { avatar } : {}),
        background: person.background,
        expertise: person.expertise,
        achievements: person.achievements,
        // The spec's three stored forms (object, JSON string, plain e-mail), kept as the fields' form.
        contact_info: contactFieldsFromLegacy(person.contact_info) ?? undefined,
        sort_order: index + 1,
        is_active: person.is_active,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('faculty-introductions')
    log(`创建师资 ${person.name}`)
  }

  // -------------------------------------------------------------------------------------------
  // Academic resources
  // -------------------------------------------------------------------------------------------
  for (const resource of content.resources) {
    const existing = await findFirst('academic-resources', { title: { equals: resource.title } })
    if (existing) {
      // Repair only: a run interrupted between upload and the fix-up below left these empty.
      if (existing.filename && (existing.file_size == null || existing.original_filename == null)) {
        await payload.update({
          collection: 'academic-resources',
          id: existing.id,
          data: {
            file_size: existing.file_size ?? existing.filesize ?? null,
            original_filename: existing.original_filename ?? existing.filename,
          },
          depth: 0,
          overrideAccess: true,
          context: { ...CTX },
        })
        log(`  （已补全“${resource.title}”的文件大小等信息）`)
      }
      continue
    }
    let file: { data: Buffer; mimetype: string; name: string; size: number } | undefined
    if (resource.file?.kind === 'pdf') {
      const data = pdfDocument(resource.file.document)
      file = { data, mimetype: 'application/pdf', name: resource.file.name, size: data.length }
    } else if (resource.file?.kind === 'video') {
      const data = await fs.readFile(path.join(seedDir, 'assets', 'sample-video.mp4'))
      file = { data, mimetype: 'video/mp4', name: resource.file.name, size: data.length }
    }
    const expected = file
      ? {
          file_type: file.mimetype === 'video/mp4' ? ('MP4' as const) : ('PDF' as const),
          file_size: file.size,
          original_filename: file.name,
        }
      : {}
    const doc = await payload.create({
      collection: 'academic-resources',
      data: {
        title: resource.title,
        description: resource.description,
        category: resource.category,
        sort_order: resource.sort_order,
        is_active: resource.is_active,
        ...expected,
      },
      ...(file ? { file } : {}),
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    // The collection's beforeChange hook derives these from req.file, but for a Local API
    // upload of a non-image buffer Payload replaces req.file with a copy whose `size` is
    // undefined, so file_size comes out empty. Fill whatever the hook left empty.
    if (file && (doc.file_size == null || doc.file_type == null || doc.original_filename == null)) {
      await payload.update({
        collection: 'academic-resources',
        id: doc.id,
        data: {
          file_type: doc.file_type ?? expected.file_type,
          file_size: doc.file_size ?? expected.file_size,
          original_filename: doc.original_filename ?? expected.original_filename,
        },
        depth: 0,
        overrideAccess: true,
        context: { ...CTX },
      })
      log(`  （已补全“${resource.title}”的文件大小等信息）`)
    }
    count('academic-resources')
    log(`创建学术资源 ${resource.title}`)
  }

  // -------------------------------------------------------------------------------------------
  // Contact methods
  // -------------------------------------------------------------------------------------------
  for (const [index, method] of content.contactMethods.entries()) {
    if (await findFirst('contact-methods', { name: { equals: method.name } })) continue
    // A real code of the contact value (the WeChat ID), so a scan reads the ID to add.
    const qr = method.qr
      ? await ensureMedia(`seed-contact-${method.type}-qr.png`, `${method.name}二维码`, () => qrCodeImage(method.value))
      : undefined
    await payload.create({
      collection: 'contact-methods',
      data: {
        name: method.name,
        type: method.type,
        description: method.description,
        value: method.value,
        bottom_text: method.bottom_text,
        ...(qr !== undefined ? { qr_code: qr } : {}),
        sort_order: index + 1,
        is_active: true,
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('contact-methods')
    log(`创建联系方式 ${method.name}`)
  }

  // -------------------------------------------------------------------------------------------
  // Enquiries: two demo leads, so the sales desk's list is not empty on a fresh site
  // -------------------------------------------------------------------------------------------
  if (!(await findFirst('enquiries', {}))) {
    for (const enquiry of content.demoEnquiries) {
      await payload.create({
        collection: 'enquiries',
        data: { ...enquiry, consent: true },
        depth: 0,
        overrideAccess: true,
        context: { ...CTX, quietEnquiry: true },
      })
      count('enquiries')
    }
    log(`创建示例咨询 ${content.demoEnquiries.length} 条`)
  }

  // -------------------------------------------------------------------------------------------
  // Site settings (filled once; never overwrites what staff have entered)
  // -------------------------------------------------------------------------------------------
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    context: { ...CTX },
  })
  const untouched =
    !settings.social_channels?.length && !settings.selling_points?.length && !settings.footer_intro?.trim()
  let siteSettingsFilled = false
  if (untouched) {
    const s = content.siteSettings
    const socialChannels = []
    for (const channel of s.social_channels) {
      if ('qr' in channel && channel.qr) {
        const qr = await ensureMedia('seed-social-channels-qr.png', `${channel.name}二维码`, () =>
          qrCodeImage(`${s.brand_name} ${channel.name}`),
        )
        socialChannels.push({ name: channel.name, icon: channel.icon, qr_code: qr })
      } else {
        socialChannels.push({ name: channel.name, icon: channel.icon, url: 'url' in channel ? channel.url : undefined })
      }
    }
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        brand_name: s.brand_name,
        footer_intro: s.footer_intro,
        figures: { ...s.figures },
        selling_points: s.selling_points.map((point) => ({ ...point })),
        social_channels: socialChannels,
        careers_email: s.careers_email,
        // Demo filing numbers and verification code (clearly fake; see content.ts).
        icp_number: s.icp_number,
        police_filing_number: s.police_filing_number,
        search_verification: { ...s.search_verification },
      },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    siteSettingsFilled = true
    log('填写站点设置')
  }

  // A demo redirect: the old site's news address (staff manage these under 站点 → 重定向).
  if (!(await findFirst('redirects', { from: { equals: '/xinwen' } }))) {
    await payload.create({
      collection: 'redirects',
      data: { from: '/xinwen', to: { type: 'custom', url: '/news' }, type: '301' },
      depth: 0,
      overrideAccess: true,
      context: { ...CTX },
    })
    count('redirects')
    log('创建示例重定向 /xinwen → /news')
  }

  // Demo search synonyms (staff manage them under 内容 → 搜索同义词), added once.
  if (!(await findFirst('search-synonyms', {}))) {
    for (const words of content.searchSynonyms) {
      await payload.create({
        collection: 'search-synonyms',
        data: { words },
        depth: 0,
        overrideAccess: true,
        context: { ...CTX },
      })
      count('search-synonyms')
    }
    log(`创建示例搜索同义词 ${content.searchSynonyms.length} 组`)
  }

  // Company content (service pages with their offerings, team members, job postings). A tier is
  // sold in its category's listing too, so it gets the same generated pictures as a product.
  const tierImages = async (tier: {
    name: string
    category: string
    position: number
    count: number
    label: string
  }) => {
    const category = content.categories.find((c) => c.slug === tier.category)
    const images: number[] = []
    for (let i = 1; i <= tier.count; i++) {
      images.push(
        await ensureMedia(`seed-tier-${tier.category}-${tier.position}-${i}.jpg`, `${tier.name}（图${i}）`, () =>
          coverImage({
            label: tier.label,
            sublabel: `${String(tier.position).padStart(2, '0')} / VIEW ${i}`,
            palette: palette(category?.palette ?? 'slate'),
            seed: `tier-${tier.category}-${tier.position}-${i}`,
            width: 1000,
            height: 750,
          }),
        ),
      )
    }
    return images
  }
  for (const [collection, count] of Object.entries(await seedCompany(payload, log, tierImages, portrait))) {
    created[collection] = (created[collection] ?? 0) + count
  }

  return { adminPassword, adminEmail, editorPassword, editorEmail: EDITOR_EMAIL, created, siteSettingsFilled }
}
