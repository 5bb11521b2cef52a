/**
 * How the browser loads the academic resource list (spec part 1, sections 4, 5, 8, 9):
 * a two-hour localStorage cache, a list of endpoints tried in order with a 20 s timeout each,
 * strict response checks, and four built-in resources when every endpoint fails.
 * Pure functions with injected fetch/storage/clock so they can be unit-tested.
 */
import type { ResourceDTO } from './serialize'
import { isRecord, usableResources } from './resource-cache'

export * from './resource-cache'

export const RESOURCE_REQUEST_TIMEOUT_MS = 20_000

export const RESOURCE_ENDPOINTS = [
  '/api/academic-resources',
  '/api/resources',
  '/academic-resources',
  '/api/v1/academic-resources',
  '/api/v1/resources',
] as const

export const FORMAT_ERROR_MESSAGE = 'API返回数据格式错误'
export const TIMEOUT_ERROR_MESSAGE = '请求超时，请检查网络速度'
export const FALLBACK_LOADED_MESSAGE = '已加载备用资源数据，包含4个精选学术资源'

export const FAILURE_TOAST_MESSAGES = {
  network: '网络连接失败，请检查网络设置或VPN配置',
  cors: '跨域访问被阻止，请尝试使用备用域名访问',
  timeout: TIMEOUT_ERROR_MESSAGE,
  other: '获取学术资源失败，请稍后重试',
} as const

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Raised for a non-OK status: the message is 'HTTP {status}: {text}'. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`HTTP ${status}: ${text}`)
    this.name = 'HttpStatusError'
  }
}

/** Raised when a request takes longer than the timeout. */
export class RequestTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_ERROR_MESSAGE)
    this.name = 'TimeoutError'
  }
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** The `data` list of a `{ success: true, data: [...] }` body; otherwise the body's error or a format error. */
export function resourcesFromBody(body: unknown): unknown[] {
  if (isRecord(body) && body.success === true && Array.isArray(body.data)) return body.data
  const reason = isRecord(body) ? (body.error ?? body.message) : undefined
  if (typeof reason === 'string' && reason.trim() !== '') throw new Error(reason)
  if (isRecord(reason) && typeof reason.message === 'string' && reason.message.trim() !== '')
    throw new Error(reason.message)
  throw new Error(FORMAT_ERROR_MESSAGE)
}

/** One endpoint, with a timeout: the raw list on success; throws HttpStatusError, RequestTimeoutError or the fetch error. */
export async function requestResources(
  endpoint: string,
  fetchImpl: FetchLike,
  timeoutMs: number = RESOURCE_REQUEST_TIMEOUT_MS,
): Promise<unknown[]> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
    if (!response.ok) {
      const text = response.statusText || (await response.text().catch(() => '')).slice(0, 200)
      throw new HttpStatusError(response.status, text)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new Error(FORMAT_ERROR_MESSAGE)
    }
    return resourcesFromBody(body)
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError()
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Tries the endpoints in order; the first success wins and is filtered to usable resources (it may
 * be empty). When all fail, the first endpoint's error is thrown: it is the real API, the others
 * are legacy paths that mostly answer 404 and would hide the actual cause.
 */
export async function fetchFromEndpoints(
  fetchImpl: FetchLike,
  endpoints: readonly string[] = RESOURCE_ENDPOINTS,
  timeoutMs: number = RESOURCE_REQUEST_TIMEOUT_MS,
): Promise<ResourceDTO[]> {
  let firstError: unknown
  for (const endpoint of endpoints) {
    try {
      return usableResources(await requestResources(endpoint, fetchImpl, timeoutMs))
    } catch (error) {
      firstError ??= error
    }
  }
  throw firstError ?? new Error(FAILURE_TOAST_MESSAGES.other)
}

// ---------------------------------------------------------------------------------------------
// Errors shown to visitors
// ---------------------------------------------------------------------------------------------

export type FailureKind = 'network' | 'cors' | 'timeout' | 'http' | 'format' | 'other'

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`
  return String(error ?? '')
}

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof RequestTimeoutError) return 'timeout'
  if (error instanceof HttpStatusError) return 'http'
  const text = errorText(error)
  if (/CORS|cross-origin|跨域/i.test(text)) return 'cors'
  if (/Failed to fetch|NetworkError|Load failed|network error/i.test(text)) return 'network'
  if (/TimeoutError|timed? ?out|超时/i.test(text)) return 'timeout'
  if (text.includes(FORMAT_ERROR_MESSAGE)) return 'format'
  return 'other'
}

/** The toast on the resource centre when loading fails (spec §8). */
export function failureToastMessage(error: unknown): string {
  const kind = classifyFailure(error)
  if (kind === 'network' || kind === 'cors' || kind === 'timeout') return FAILURE_TOAST_MESSAGES[kind]
  return FAILURE_TOAST_MESSAGES.other
}

export const HOME_OFFLINE_MESSAGE = '当前处于离线状态'
export const HOME_FETCH_FAILED_MESSAGE = '网络请求失败，无法连接到服务器'
export const HOME_TIMEOUT_MESSAGE = '请求超时，服务器响应时间过长'

/** The message in the home page's resources section when loading fails (spec §8). */
export function homeFailureMessage(error: unknown, online: boolean): string {
  if (!online) return HOME_OFFLINE_MESSAGE
  const kind = classifyFailure(error)
  if (kind === 'http' && error instanceof HttpStatusError) return `HTTP ${error.status}`
  if (kind === 'format') return FORMAT_ERROR_MESSAGE
  if (kind === 'timeout') return HOME_TIMEOUT_MESSAGE
  if (kind === 'network' || kind === 'cors') return HOME_FETCH_FAILED_MESSAGE
  return error instanceof Error && error.message ? error.message : FAILURE_TOAST_MESSAGES.other
}

// ---------------------------------------------------------------------------------------------
// Built-in fallback
// ---------------------------------------------------------------------------------------------

/**
 * Shown (and cached) when every endpoint fails. They carry no file link: the server that would
 * serve a file is the one that just failed, and no file is guaranteed to exist on every
 * installation, so a download explains that the file link is missing instead of giving a 404.
 */
export function fallbackResources(now: Date = new Date()): ResourceDTO[] {
  const stamp = now.toISOString()
  const base = { file_type: 'PDF', file_url: null, is_active: true, created_at: stamp, updated_at: stamp }
  return [
    {
      ...base,
      id: 9001,
      title: 'SCI论文写作入门指南',
      description: '系统介绍SCI论文的结构、各部分写作要点与投稿流程，适合初次撰写英文论文的研究者。',
      category: '入门教程',
      file_size: 2_516_582,
      original_filename: 'SCI论文写作入门指南.pdf',
      sort_order: 1,
    },
    {
      ...base,
      id: 9002,
      title: '临床研究数据统计分析手册',
      description: '覆盖常用统计检验、回归模型与生存分析的选择思路和结果解读，附完整分析示例。',
      category: '数据分析',
      file_size: 3_355_443,
      original_filename: '临床研究数据统计分析手册.pdf',
      sort_order: 2,
    },
    {
      ...base,
      id: 9003,
      title: 'R与Python科研编程实用教程',
      description: '从数据清洗、可视化到批量处理，帮助科研人员用代码提升数据处理效率。',
      category: '编程技能',
      file_size: 2_936_013,
      original_filename: 'R与Python科研编程实用教程.pdf',
      sort_order: 3,
    },
    {
      ...base,
      id: 9004,
      title: '高级Meta分析方法与实践',
      description: '网状Meta分析、剂量反应Meta分析与诊断试验Meta分析的方法学要点与软件实现。',
      category: '高级研究',
      file_size: 4_089_446,
      original_filename: '高级Meta分析方法与实践.pdf',
      sort_order: 4,
    },
  ]
}
