import { z } from 'zod'
import { paginationSchema } from '@/lib/api'
import type { OperationDoc, RouteDoc } from '@/lib/openapi'
import {
  categorySchema,
  categoriesQuery,
  coreProjectSchema,
  productSchema,
  serviceCreateBody,
  serviceMenuItemSchema,
  serviceSchema,
  serviceUpdateBody,
} from '@/features/catalogue/schemas'
import { latestNewsQuery, newsListQuery, newsSchema, newsViewsSchema } from '@/features/news/schemas'
import { caseListQuery, caseSchema, casesQuery } from '@/features/cases/schemas'
import { facultyQuery, facultySchema } from '@/features/faculty/schemas'
import {
  contactMethodSchema,
  contactMethodsQuery,
  enquiryCreatedSchema,
  memberEnquirySchema,
  newsletterBody,
  newsletterResultSchema,
} from '@/features/contact/schemas'
import { enquiryBody } from '@/features/contact/enquiry-schema'
import { resourceSchema, resourcesListQuery } from '@/features/resources/schemas'
import { authErrorAnswer, authRoutes } from '@/features/accounts/schemas'
import { healthReportSchema } from '@/cms/health'
import { redirectRulesSchema } from '@/features/seo/schemas'
import { searchMissSchema, searchMissesQuery, searchQuery, searchResultSchema } from '@/features/search/schemas'
import {
  acceptQuoteBody,
  fileLinkSchema,
  invoiceRequestBody,
  messageBody,
  ndaBody,
  projectDetailSchema,
  projectSummarySchema,
} from '@/features/projects/schemas'
import { analyticsSummarySchema, beaconBody } from '@/features/analytics/schemas'
import { summaryQuery } from '@/features/analytics/service'
import { NO_STORE, PUBLIC_CACHE } from './cache-headers'

/** Every path of the site's API, for GET /api/openapi.json. A unit test checks it against the route files. */

const publicCache = PUBLIC_CACHE['Cache-Control']

const read = (tag: string, summary: string, data: z.ZodType, extra: Partial<OperationDoc> = {}): OperationDoc => ({
  method: 'get',
  tag,
  summary,
  data,
  errors: extra.query ? [400] : [],
  cacheControl: publicCache,
  ...extra,
})

/** The academic-resources paths name a failure's reason `error` as well (the spec's clients read that). */
const resourcesErrorAnswer = z.object({
  success: z.literal(false),
  message: z.string().describe('中文错误提示'),
  error: z.string().describe('同 message'),
})

const resourcesRead = (summary: string): RouteDoc['operations'] => [
  read('学术资源', summary, z.array(resourceSchema), {
    description:
      '只返回已启用且已上传文件的资源，按排序字段（相同时按 ID）排列。不传 page 时返回全部资源（limit 被忽略）；' +
      '传入 page 时返回该页的 limit 条资源，并附 pagination。失败时 error 与 message 相同。',
    query: resourcesListQuery,
    extraKeys: { pagination: paginationSchema.optional() },
    errorBody: resourcesErrorAnswer,
  }),
]

const siteRoutes: RouteDoc[] = [
  {
    path: '/api/categories',
    operations: [read('服务类目', '启用的服务类目（按排序）', z.array(categorySchema), { query: categoriesQuery })],
  },
  {
    path: '/api/categories/{id}',
    operations: [
      read('服务类目', '按数字 ID 或 slug 取一个启用的类目', categorySchema, {
        pathParams: { id: '类目数字 ID 或 slug' },
        errors: [404],
      }),
    ],
  },
  {
    path: '/api/products/category/{categoryId}',
    operations: [
      read('商品', '类目下的启用商品（按排序）', z.array(productSchema), {
        pathParams: { categoryId: '类目数字 ID 或 slug' },
        errors: [404],
      }),
    ],
  },
  {
    path: '/api/products/{id}',
    operations: [
      read('商品', '商品详情', productSchema, {
        description: '同一商品同时放在 data 与 product 中（旧版详情页读取 product）。',
        pathParams: { id: '商品数字 ID' },
        extraKeys: { product: productSchema },
        errors: [404],
      }),
    ],
  },
  {
    path: '/api/services',
    operations: [
      read('服务管理', '启用的服务（按排序）', z.array(serviceSchema)),
      {
        method: 'post',
        tag: '服务管理',
        summary: '添加服务（仅管理员与编辑）',
        body: serviceCreateBody,
        data: serviceSchema,
        successStatus: 201,
        auth: 'staff',
        errors: [400, 401, 403, 409, 413, 415],
      },
    ],
  },
  {
    path: '/api/services/{id}',
    operations: [
      {
        method: 'get',
        tag: '服务管理',
        summary: '一个服务（访客只能看到启用的服务，管理员与编辑可看到全部）',
        pathParams: { id: '服务数字 ID' },
        data: serviceSchema,
        errors: [404],
      },
      {
        method: 'put',
        tag: '服务管理',
        summary: '修改服务（整个对象或部分字段；仅管理员与编辑）',
        pathParams: { id: '服务数字 ID' },
        body: serviceUpdateBody,
        data: serviceSchema,
        auth: 'staff',
        errors: [400, 401, 403, 404, 409, 413, 415],
      },
      {
        method: 'delete',
        tag: '服务管理',
        summary: '删除服务（仅管理员与编辑）',
        pathParams: { id: '服务数字 ID' },
        data: serviceSchema,
        successDescription: '已删除；data 为被删除的服务',
        auth: 'staff',
        errors: [401, 403, 404],
      },
    ],
  },
  {
    path: '/api/core-projects',
    operations: [read('服务类目', '启用的核心项目（按排序）', z.array(coreProjectSchema))],
  },
  {
    path: '/api/service-menu',
    operations: [read('服务类目', '启用的服务菜单项（按排序）', z.array(serviceMenuItemSchema))],
  },
  {
    path: '/api/news/latest',
    operations: [read('科研新闻', '最新发布的新闻', z.array(newsSchema), { query: latestNewsQuery })],
  },
  {
    path: '/api/news',
    operations: [
      read('科研新闻', '已发布的新闻（按发布时间从新到旧）', z.array(newsSchema), {
        query: newsListQuery,
        extraKeys: { pagination: paginationSchema.optional() },
      }),
    ],
  },
  {
    path: '/api/news/{slug}',
    operations: [
      read('科研新闻', '新闻详情', newsSchema, {
        description: '只返回已发布的新闻。读取没有副作用：阅读次数由 POST /api/news/{slug}/views 计数。',
        pathParams: { slug: '新闻 slug' },
        errors: [404],
      }),
    ],
  },
  {
    path: '/api/news/{slug}/views',
    operations: [
      {
        method: 'post',
        tag: '科研新闻',
        summary: '计一次阅读，只返回新的阅读次数',
        description: '原子地把已发布新闻的阅读次数加一（单条 UPDATE），按 IP 限流。',
        pathParams: { slug: '新闻 slug' },
        data: newsViewsSchema,
        errors: [404, 429],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/cases/list',
    operations: [
      read('成功案例', '已发布的案例（按排序）', z.array(caseSchema), {
        query: caseListQuery,
        extraKeys: { pagination: paginationSchema.optional() },
      }),
    ],
  },
  {
    path: '/api/cases',
    operations: [
      read('成功案例', '已发布的案例（按排序）', z.array(caseSchema), {
        query: casesQuery,
        extraKeys: { pagination: paginationSchema.optional() },
      }),
    ],
  },
  {
    path: '/api/cases/{id}',
    operations: [
      read('成功案例', '按数字 ID 或 slug 取一个已发布的案例', caseSchema, {
        pathParams: { id: '案例数字 ID 或 slug' },
        errors: [404],
      }),
    ],
  },
  {
    path: '/api/faculty-introductions',
    operations: [read('师资介绍', '启用的师资介绍（按排序）', z.array(facultySchema), { query: facultyQuery })],
  },
  {
    path: '/api/contact_methods',
    operations: [
      read('联系方式', '启用的联系方式（按排序）', z.array(contactMethodSchema), { query: contactMethodsQuery }),
    ],
  },
  {
    path: '/api/newsletter',
    operations: [
      {
        method: 'post',
        tag: '联系方式',
        summary: '订阅学术资讯邮件（双重确认；重复订阅同样成功）',
        description:
          '任何地址的答复都相同（message 为“请查收确认邮件…”，already_subscribed 始终为 false），不透露该地址是否已订阅。新地址（或未确认、已退订的地址）会收到一封确认邮件，点击其中的链接后才会收到资讯；已确认的地址收到一封“您已订阅”的通知，订阅不变。同一 IP 每 10 分钟最多 5 次；同一收件地址每 10 分钟最多收到 2 封此类邮件，超出的请求照常答复但不发信。',
        body: newsletterBody,
        data: newsletterResultSchema,
        errors: [400, 413, 415, 429],
      },
    ],
  },
  {
    path: '/api/newsletter/unsubscribe',
    operations: [
      {
        method: 'post',
        tag: '联系方式',
        summary: '一键退订学术资讯（邮件的 List-Unsubscribe 链接，RFC 8058）',
        description:
          '查询参数 id 与 token 取自邮件中的退订链接（token 是站点密钥对 id 的签名）；请求体被忽略。重复退订同样成功；链接无效时 400。',
        data: null,
        errors: [400],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/enquiries',
    operations: [
      {
        method: 'post',
        tag: '客户咨询',
        summary: '提交咨询（咨询表单）',
        description:
          '姓名、咨询内容与同意隐私政策必填；手机号、微信号、邮箱至少填一项（手机号须为中国大陆手机号）。400 的答复另有 errors：每个字段一条中文提示，message 为第一条。website 字段是防机器人陷阱：填了也答复成功，但不保存。不再按填写时间拒绝（浏览器自动填充很快），旧客户端发送的 fill_ms 被忽略。可带 landing_referrer（进入网站时的来源网站，用于访问统计的来源归类）与 utm_source、utm_medium、utm_campaign、utm_term、utm_content。已登录会员（Bearer）提交的咨询显示在“我的咨询”。同一 IP 每 10 分钟最多 5 条。',
        body: enquiryBody,
        data: enquiryCreatedSchema,
        successStatus: 201,
        errors: [400, 413, 415, 429],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/enquiries/mine',
    operations: [
      {
        method: 'get',
        tag: '客户咨询',
        summary: '我的咨询：当前会员提交过的咨询及处理进度',
        data: z.array(memberEnquirySchema),
        auth: 'user',
        errors: [401],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/enquiries/{id}/project',
    operations: [
      {
        method: 'post',
        tag: '客户咨询',
        summary: '转为项目（仅管理员与销售）',
        description:
          '为已关联会员账号的咨询建立客户项目（客户为该会员，服务沿用咨询），并把咨询标记为已成交；已转过的咨询答复原项目（200）。未关联会员的游客咨询答复 409：客户用同一邮箱注册并验证后会自动关联。',
        pathParams: { id: '咨询 ID' },
        data: z.object({ id: z.number().int(), number: z.string(), created: z.boolean() }),
        successStatus: 201,
        auth: 'sales-desk',
        errors: [401, 403, 404, 409],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/enquiries/export',
    operations: [
      {
        method: 'get',
        tag: '客户咨询',
        summary: '导出咨询为 CSV（仅管理员与销售）',
        description:
          '答复是 CSV 文件（text/csv，UTF-8 带 BOM），不是 JSON。查询参数与后台列表相同：where[…] 筛选条件与 search 关键词；筛选字段无效时 400。',
        successBody: z.string().meta({ description: 'CSV 文件内容' }),
        successDescription: 'CSV 文件',
        auth: 'sales-desk',
        errors: [400, 401, 403],
        cacheControl: 'private, no-store',
      },
    ],
  },
  ...projectRoutes(),
  ...analyticsRoutes(),
  {
    path: '/api/search',
    operations: [
      read('站内搜索', '搜索服务、商品、新闻、案例与学术资源', z.array(searchResultSchema), {
        query: searchQuery,
        description:
          '每个词都须命中（中文按字词与相邻两字切分；英文不分大小写与全半角；拼音全拼如 zhongliu、首字母如 zl 可找到“肿瘤”；最后一个词按前缀匹配）。标题命中排在正文命中之前，近期新闻略靠前。只返回访客可见的内容（已发布、已启用）。传入 page 时按每页 limit 条分页，答复另含 pagination；分页只覆盖相关度最高的前 200 条（total 至多 200），超出最后一页时 data 为空数组。答复没有 message 字段。同一 IP 每分钟最多 120 次。',
        errors: [400, 429],
        extraKeys: { pagination: paginationSchema.optional() },
      }),
    ],
  },
  {
    path: '/api/search/misses',
    operations: [
      {
        method: 'get',
        tag: '站内搜索',
        summary: '没有结果的搜索词（仅管理员与编辑）',
        description: '在 /search 页面搜索而没有任何结果的词，按次数从多到少；输入联想不计入。',
        query: searchMissesQuery,
        data: z.array(searchMissSchema),
        auth: 'staff',
        errors: [400, 401, 403],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  { path: '/api/academic-resources', operations: resourcesRead('学术资源列表') },
  { path: '/api/resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/api/v1/academic-resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/api/v1/resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/academic-resources', operations: resourcesRead('学术资源列表（备用路径，不在 /api 下，答复相同）') },
  {
    path: '/api/redirects',
    operations: [
      read('站点', '全部重定向：旧地址 → 新地址（站点在渲染前以 301/308 答复）', redirectRulesSchema, {
        description: '指向访客看不到的内容（草稿、已停用）的重定向不在其中。',
      }),
    ],
  },
  {
    path: '/api/health',
    operations: [
      {
        method: 'get',
        tag: '运维',
        summary: '健康检查：数据库（以及已配置的 Redis 与上传存储）是否可用',
        description: '全部可用时 200，否则 503（同样的结构，status 为 error）。不缓存，不含任何主机名或密钥。',
        successBody: healthReportSchema,
        errors: [503],
        cacheControl: NO_STORE['Cache-Control'],
      },
    ],
  },
  {
    path: '/api/openapi.json',
    operations: [
      {
        method: 'get',
        tag: '文档',
        summary: '本 OpenAPI 文档',
        successBody: z.object({ openapi: z.literal('3.1.0') }).loose(),
      },
    ],
  },
]

const accountRoutes: RouteDoc[] = Object.entries(authRoutes).map(([path, operations]) => ({
  path,
  operations: operations.map((operation): OperationDoc => ({
    method: operation.method,
    tag: '账号',
    summary: operation.summary,
    body: operation.body,
    query: operation.query,
    successBody: operation.success,
    successStatus: operation.successStatus,
    auth: operation.auth ? 'user' : undefined,
    errors: operation.errors,
    errorBody: authErrorAnswer,
  })),
}))

export const apiRoutes: RouteDoc[] = [...siteRoutes, ...accountRoutes]

/** 客户项目: the member's own projects (Authorization: Bearer <token>, as the /api/auth routes). */
function projectRoutes(): RouteDoc[] {
  const tag = '客户项目'
  const noStore = NO_STORE['Cache-Control']
  const numberParam = { number: '项目编号，例如 KY-2026-0001' }
  const member = { tag, auth: 'user' as const, pathParams: numberParam, cacheControl: noStore }
  const pdf = (summary: string, description: string, pathParams: Record<string, string>): OperationDoc => ({
    method: 'get',
    tag,
    summary,
    description,
    auth: 'user',
    pathParams,
    successBody: z.string().meta({ description: 'PDF 文件（application/pdf，附件下载）' }),
    successDescription: 'PDF 文件',
    errors: [401, 404, 429],
    cacheControl: 'private, no-store',
  })
  const messageSchema = projectDetailSchema.shape.messages.element
  const invoiceSchema = projectDetailSchema.shape.invoices.element
  return [
    {
      path: '/api/projects/mine',
      operations: [
        {
          method: 'get',
          tag,
          summary: '我的项目：当前会员的客户项目、所处阶段与下一步',
          data: z.array(projectSummarySchema),
          auth: 'user',
          errors: [401],
          cacheControl: noStore,
        },
      ],
    },
    {
      path: '/api/projects/{number}',
      operations: [
        {
          ...member,
          method: 'get',
          summary: '项目详情：阶段记录、报价各版本、确认、消息、发票、保密协议与文件室',
          description:
            '只能查看自己的项目；他人的项目与不存在的编号同样答复 404。files 为文件室的文件（新的在前，各附下载记录），nda 为当前《保密协议》及客户接受的版本。messages 各附 attachments（文件室中的文件 id、name、size；下载同文件室）。',
          data: projectDetailSchema,
          errors: [401, 404],
        },
      ],
    },
    {
      path: '/api/projects/{number}/accept-quote',
      operations: [
        {
          ...member,
          method: 'post',
          summary: '接受报价（在线确认）',
          description:
            '只能接受最新发送且在有效期内的版本。记录确认人、时间、IP 与版本，项目进入“已确认”，并生成服务确认单（accepted.confirmation_url）。旧版本、已确认或已取消的项目答复 409。',
          body: acceptQuoteBody,
          data: projectDetailSchema,
          errors: [400, 401, 404, 409, 413, 415, 429],
        },
      ],
    },
    {
      path: '/api/projects/{number}/messages',
      operations: [
        {
          ...member,
          method: 'post',
          summary: '给项目顾问发送消息（可附文件室中的文件）',
          description:
            'attachments 为本项目文件室中的文件 ID（项目详情 files[].id，客户或顾问上传的均可，最多 10 个），须先上传到文件室；其他项目的文件、不存在、已按保留期限删除或被隔离的文件答复 400。顾问会收到邮件提醒（邮件只说明有几个附件，不含消息内容和文件名）。',
          body: messageBody,
          data: messageSchema,
          successStatus: 201,
          errors: [400, 401, 404, 413, 415, 429],
        },
      ],
    },
    {
      path: '/api/projects/{number}/invoice-requests',
      operations: [
        {
          ...member,
          method: 'post',
          summary: '申请发票',
          description:
            '报价确认后可申请；金额不填则为尚未开票的全部金额。一个项目的开票金额合计不超过确认金额（超出答复 400 或 409）。',
          body: invoiceRequestBody,
          data: invoiceSchema,
          successStatus: 201,
          errors: [400, 401, 404, 409, 413, 415, 429],
        },
      ],
    },
    {
      path: '/api/projects/{number}/confirmation',
      operations: [pdf('下载服务确认单（PDF）', '报价确认后可下载；未确认时 404。', numberParam)],
    },
    {
      path: '/api/projects/{number}/invoices/{id}/file',
      operations: [
        pdf('下载已开具的发票（PDF）', '仅已开具的发票可下载。', {
          ...numberParam,
          id: '发票申请 ID（项目详情 invoices[].id）',
        }),
      ],
    },
    ...fileRoomRoutes(),
  ]
}

/**
 * 文件室 (#41): the 保密协议, resumable uploads (tus 1.0), signed download links. Uploads and links
 * take the member's bearer token, or the admin's cookie for staff (the project's assigned sales and
 * admins); anyone else who does not reach the project gets its 404.
 */
function fileRoomRoutes(): RouteDoc[] {
  const tag = '文件室'
  const noStore = NO_STORE['Cache-Control']
  const numberParam = { number: '项目编号，例如 KY-2026-0001' }
  const maxSize = '上限由 FILE_ROOM_MAX_BYTES 设定，默认 20 GB'
  const tusAnswers =
    '与 tus 协议相关的拒绝（文件名、大小、可执行程序、病毒隔离，以及缺少 tus 请求头）以纯文本答复，其余错误为 JSON。'
  const noBody = (description: string) => z.literal('').meta({ description })
  return [
    {
      path: '/api/projects/{number}/nda',
      operations: [
        {
          method: 'post',
          tag,
          summary: '接受《保密协议》（首次上传文件前）',
          description:
            '只有项目客户（Bearer）可以接受，记录版本、时间、接受人与 IP；已接受当前版本时原样答复。version 须为当前版本（项目详情 nda.version），协议已更新时 409；员工调用答复 403。',
          auth: 'user',
          pathParams: numberParam,
          body: ndaBody,
          data: projectDetailSchema.shape.nda,
          errors: [400, 401, 403, 404, 409, 413, 415, 429],
          cacheControl: noStore,
        },
      ],
    },
    {
      path: '/api/projects/{number}/uploads',
      operations: [
        {
          method: 'post',
          tag,
          summary: '开始一次可续传上传（tus 1.0 creation）',
          description:
            `请求头：Tus-Resumable: 1.0.0、Upload-Length（字节数）、Upload-Metadata（filename 必填、note 可选，值为 base64）。成功 201，Location 头为续传地址 /api/projects/{number}/uploads/{id}。客户须先接受当前《保密协议》（否则 403）；已取消或文件已过保留期的项目 409；不允许的文件名或可执行程序、脚本扩展名 400；超过大小上限 413（${maxSize}）；同一地址每 10 分钟最多开始 60 次上传。` +
            tusAnswers,
          auth: 'user',
          pathParams: numberParam,
          successStatus: 201,
          successBody: noBody('无正文；Location 头为上传地址'),
          successDescription: '已创建上传',
          errors: [400, 401, 403, 404, 409, 413, 429],
          cacheControl: 'no-store',
        },
      ],
    },
    {
      path: '/api/projects/{number}/uploads/{id}',
      operations: [
        {
          method: 'patch',
          tag,
          summary: '续传文件内容（tus 1.0；HEAD 同一地址查询已收到的字节数）',
          description:
            '请求头：Tus-Resumable: 1.0.0、Upload-Offset（须等于 HEAD 答复的 Upload-Offset）、Content-Type: application/offset+octet-stream，正文为从该偏移开始的文件字节（不是 JSON）。成功 204，Upload-Offset 头为新的偏移；连接中断后用 HEAD 取得偏移再继续。收到最后一个字节时计算 SHA-256 并登记文件（同名文件为新版本）：可执行程序 415（已删除）；配置了病毒扫描且未通过时 422（已隔离）。只有开始上传的账号能在同一项目中续传，否则 404。' +
            tusAnswers,
          auth: 'user',
          pathParams: { ...numberParam, id: '上传 ID（创建时 Location 的最后一段）' },
          successStatus: 204,
          successBody: noBody('无正文；Upload-Offset 头为已收到的字节数'),
          successDescription: '已写入',
          errors: [400, 401, 403, 404, 409, 413, 415, 422],
          cacheControl: 'no-store',
        },
      ],
    },
    {
      path: '/api/projects/{number}/files/{id}/link',
      operations: [
        {
          method: 'post',
          tag,
          summary: '取得文件的下载链接（15 分钟有效，只限本浏览器）',
          description:
            '项目客户、负责该项目的销售与管理员可用。答复同时设置 Cookie（Path=/api/files，HttpOnly），链接只能在这个浏览器中使用。按保留期限删除的文件 410；与 PDF 下载共用每个地址每 10 分钟 30 次的额度。',
          auth: 'user',
          pathParams: { ...numberParam, id: '文件 ID（项目详情 files[].id）' },
          data: fileLinkSchema,
          errors: [401, 404, 410, 429],
          cacheControl: noStore,
        },
      ],
    },
    {
      path: '/api/files/{token}',
      operations: [
        {
          method: 'get',
          tag,
          summary: '通过签名链接下载项目文件（记录下载）',
          description:
            '链接被改动、已过期、不在申请链接的浏览器中（缺少对应 Cookie）或账号已无权访问该项目时 403；按保留期限删除的文件 410。每次下载记入下载记录。使用对象存储时答复 302，跳转到 1 分钟有效的预签名地址。',
          pathParams: { token: '下载链接中的签名标识（POST …/files/{id}/link 的 url）' },
          successBody: z.string().meta({ description: '文件内容（application/octet-stream，附件下载）' }),
          successDescription: '文件',
          errors: [403, 410, 429],
          cacheControl: 'private, no-store',
        },
      ],
    },
  ]
}

function analyticsRoutes(): RouteDoc[] {
  const tag = '访问统计'
  return [
    {
      path: '/api/analytics/collect',
      operations: [
        {
          method: 'post',
          tag,
          summary: '记录一次页面浏览（网站自己的统计信标）',
          description:
            '由网站页面以 navigator.sendBeacon 发送（text/plain 的 JSON）：页面路径、进入网站时的来源网站与 utm_source / utm_campaign。总是答复 204，不含内容：机器人、格式不对、超出频率（同一 IP 10 分钟 300 次）的请求不计入，也不报错。不保存 IP 与浏览器标识，只保存每天更换盐值的匿名访客值。',
          body: beaconBody,
          successStatus: 204,
          successDescription: '已收到（是否计入不告知）',
          cacheControl: NO_STORE['Cache-Control'],
        },
      ],
    },
    {
      path: '/api/analytics/summary',
      operations: [
        {
          method: 'get',
          tag,
          summary: '访问统计汇总（员工）',
          description:
            '最近 days 天（含今天，北京时间）的浏览量与访客数：总数、每日、来源、推广活动、设备、热门页面；管理员与销售另有转化漏斗（访问 → 咨询 → 项目 → 已确认报价，按来源与推广活动），编辑的 funnel 为 null。访客数按天去重后相加。',
          query: summaryQuery,
          data: analyticsSummarySchema,
          auth: 'employee',
          errors: [400, 401, 403],
          cacheControl: NO_STORE['Cache-Control'],
        },
      ],
    },
    {
      path: '/api/analytics/export',
      operations: [
        {
          method: 'get',
          tag,
          summary: '导出访问统计为 CSV（员工）',
          description: '答复是 CSV 文件（text/csv，UTF-8 带 BOM），内容同 /api/analytics/summary。',
          query: summaryQuery,
          successBody: z.string().meta({ description: 'CSV 文件内容' }),
          successDescription: 'CSV 文件',
          auth: 'employee',
          errors: [400, 401, 403],
          cacheControl: NO_STORE['Cache-Control'],
        },
      ],
    },
  ]
}
