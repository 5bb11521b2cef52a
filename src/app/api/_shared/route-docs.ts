import { z } from 'zod'
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
  newsletterBody,
  newsletterResultSchema,
} from '@/features/contact/schemas'
import { resourceSchema } from '@/features/resources/schemas'
import { authErrorAnswer, authRoutes } from '@/features/accounts/schemas'
import { healthReportSchema } from '@/cms/health'
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

const resourcesRead = (summary: string): RouteDoc['operations'] => [
  read('学术资源', summary, z.array(resourceSchema), {
    description: '只返回已启用且已上传文件的资源，按排序字段排列。',
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
    operations: [read('科研新闻', '已发布的新闻（按发布时间从新到旧）', z.array(newsSchema), { query: newsListQuery })],
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
    operations: [read('成功案例', '已发布的案例（按排序）', z.array(caseSchema), { query: caseListQuery })],
  },
  {
    path: '/api/cases',
    operations: [read('成功案例', '已发布的案例（按排序）', z.array(caseSchema), { query: casesQuery })],
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
        summary: '订阅学术资讯邮件（重复订阅同样成功）',
        description: '同一 IP 每 10 分钟最多 5 次。',
        body: newsletterBody,
        data: newsletterResultSchema,
        errors: [400, 413, 415, 429],
      },
    ],
  },
  { path: '/api/academic-resources', operations: resourcesRead('学术资源列表') },
  { path: '/api/resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/api/v1/academic-resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/api/v1/resources', operations: resourcesRead('学术资源列表（备用路径，答复相同）') },
  { path: '/academic-resources', operations: resourcesRead('学术资源列表（备用路径，不在 /api 下，答复相同）') },
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
