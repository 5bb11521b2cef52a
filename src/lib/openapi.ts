import { z } from 'zod'

/**
 * Builds the OpenAPI 3.1 document of the site's API from the same zod schemas the route handlers
 * validate with, so the document cannot describe inputs the handlers do not accept. The route
 * table itself lives beside the handlers (src/app/api/_openapi/routes.ts).
 */

/** True when a zod schema's output type and a serializer's type are the same (compile-time guard). */
export type SameShape<S extends z.ZodType, T> = [z.infer<S>] extends [T]
  ? [T] extends [z.infer<S>]
    ? true
    : false
  : false

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type JsonSchema = Record<string, unknown>

export type OperationDoc = {
  method: HttpMethod
  summary: string
  description?: string
  tag: string
  /** Query parameters: a zod object whose keys are the parameters. */
  query?: z.ZodObject
  /** Path parameters by name. */
  pathParams?: Record<string, string>
  /** A request body's schema: classic zod, or zod/mini (schemas the browser ships too). */
  body?: z.core.$ZodType
  /** Schema of `data` in a successful answer; `null` when the answer carries no data. */
  data?: z.ZodType | null
  /** The whole successful body when it is not the usual envelope (the auth routes). */
  successBody?: z.ZodType
  /** Extra top-level keys of a successful answer besides success/data/message (an optional schema: a key not always there). */
  extraKeys?: Record<string, z.ZodType>
  successStatus?: number
  successDescription?: string
  /** Who may call it: a signed-in user, a staff member (admin or editor) or the sales desk (admin or sales). */
  auth?: 'user' | 'staff' | 'sales-desk' | 'employee'
  /** Error statuses this operation can answer with (besides 405 and 500). */
  errors?: number[]
  /** Error body when it is not `{ success: false, message }` (the auth routes answer `{ error: { message } }`). */
  errorBody?: z.ZodType
  cacheControl?: string
}

export type RouteDoc = { path: string; operations: OperationDoc[] }

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: '请求参数无效（中文提示在 message 中）',
  401: '未登录或登录已过期',
  403: '没有权限执行此操作',
  404: '未找到',
  405: '不支持的请求方法',
  409: '与已有数据冲突（例如链接标识重复）',
  413: '请求内容过大（上限 64 KB）',
  415: '请求格式错误：需要 JSON',
  423: '账号已暂时锁定',
  429: '请求过于频繁',
  500: '服务器内部错误',
  503: '暂不可用（例如数据库无法连接）',
}

class ComponentCollector {
  readonly schemas: Record<string, JsonSchema> = {}

  /** JSON Schema of a zod schema; named sub-schemas (meta id) go to components and are referenced. */
  convert(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
    const { $defs, $schema: _ignored, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> }
    for (const [name, definition] of Object.entries($defs ?? {})) {
      this.schemas[name] = rewriteRefs(definition) as JsonSchema
    }
    return rewriteRefs(rest) as JsonSchema
  }
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/$defs/', '#/components/schemas/')
          : rewriteRefs(inner),
      ]),
    )
  }
  return value
}

function envelopeSchema(components: ComponentCollector, operation: OperationDoc): JsonSchema {
  if (operation.successBody) return components.convert(operation.successBody, 'output')
  const properties: Record<string, JsonSchema> = { success: { type: 'boolean', const: true } }
  const required = ['success']
  if (operation.data !== null) {
    properties.data = operation.data ? components.convert(operation.data, 'output') : {}
    required.push('data')
  }
  for (const [key, schema] of Object.entries(operation.extraKeys ?? {})) {
    properties[key] = components.convert(schema, 'output')
    if (!schema.safeParse(undefined).success) required.push(key)
  }
  properties.message = { type: 'string', description: '中文提示' }
  return { type: 'object', properties, required, additionalProperties: false }
}

function operationObject(components: ComponentCollector, operation: OperationDoc, operationId: string): JsonSchema {
  const parameters: JsonSchema[] = []
  for (const [name, description] of Object.entries(operation.pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } })
  }
  if (operation.query) {
    const querySchema = components.convert(operation.query, 'input') as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
      const { description, ...rest } = schema
      parameters.push({
        name,
        in: 'query',
        required: querySchema.required?.includes(name) ?? false,
        ...(description ? { description } : {}),
        schema: rest,
      })
    }
  }

  const errorSchema = operation.errorBody
    ? components.convert(operation.errorBody, 'output')
    : { $ref: '#/components/schemas/Error' }
  const responses: Record<string, JsonSchema> = {
    [String(operation.successStatus ?? 200)]: {
      description: operation.successDescription ?? '成功',
      ...(operation.cacheControl
        ? { headers: { 'Cache-Control': { schema: { type: 'string', const: operation.cacheControl } } } }
        : {}),
      // 204 carries no body.
      ...(operation.successStatus === 204
        ? {}
        : { content: { 'application/json': { schema: envelopeSchema(components, operation) } } }),
    },
  }
  for (const status of [...new Set([...(operation.errors ?? []), 405, 500])].sort((a, b) => a - b)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? '错误',
      content: { 'application/json': { schema: errorSchema } },
    }
  }

  return {
    operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: components.convert(operation.body, 'input') } },
          },
        }
      : {}),
    ...(operation.auth ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }] } : {}),
    ...(operation.auth === 'staff' ? { 'x-required-roles': ['admin', 'editor'] } : {}),
    ...(operation.auth === 'sales-desk' ? { 'x-required-roles': ['admin', 'sales'] } : {}),
    ...(operation.auth === 'employee' ? { 'x-required-roles': ['admin', 'editor', 'sales'] } : {}),
    responses,
  }
}

function operationIdFor(path: string, method: HttpMethod): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return [method, ...words].map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')
}

export function buildOpenApiDocument(
  info: { title: string; version: string; description?: string },
  routes: RouteDoc[],
) {
  const components = new ComponentCollector()
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const item: Record<string, JsonSchema> = {}
    for (const operation of route.operations) {
      item[operation.method] = operationObject(components, operation, operationIdFor(route.path, operation.method))
    }
    paths[route.path] = item
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ...components.schemas,
        Error: {
          type: 'object',
          properties: {
            success: { type: 'boolean', const: false },
            message: { type: 'string', description: '中文错误提示' },
          },
          required: ['success', 'message'],
          additionalProperties: false,
        },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '登录接口返回的 access_token' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'payload-token', description: '后台登录后的会话 Cookie' },
      },
    },
  }
}
