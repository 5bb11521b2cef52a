import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FALLBACK_LOADED_MESSAGE,
  FORMAT_ERROR_MESSAGE,
  HttpStatusError,
  RESOURCE_CACHE_KEY,
  RESOURCE_CACHE_TIMESTAMP_KEY,
  RESOURCE_CACHE_TTL_MS,
  RESOURCE_ENDPOINTS,
  RequestTimeoutError,
  classifyFailure,
  failureToastMessage,
  fallbackResources,
  fetchFromEndpoints,
  hasCache,
  homeFailureMessage,
  isCacheFresh,
  readFreshCache,
  requestResources,
  resourcesFromBody,
  usableResources,
  writeCache,
  type FetchLike,
  type StorageLike,
} from './resource-loading'
import type { ResourceDTO } from './serialize'

function resource(overrides: Partial<ResourceDTO> = {}): ResourceDTO {
  return {
    id: 1,
    title: '指南',
    description: null,
    category: '入门教程',
    file_type: 'PDF',
    file_url: '/cms-api/academic-resources/file/guide.pdf',
    file_size: 1024,
    original_filename: 'guide.pdf',
    sort_order: 0,
    is_active: true,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
    ...overrides,
  }
}

class MemoryStorage implements StorageLike {
  items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init })

afterEach(() => {
  vi.useRealTimers()
})

describe('usableResources', () => {
  it('keeps only active resources that have a file link', () => {
    const kept = resource({ id: 1 })
    const list = [
      kept,
      resource({ id: 2, is_active: false }),
      resource({ id: 3, file_url: null }),
      resource({ id: 4, file_url: '  ' }),
      { title: 'no id' },
      null,
      'text',
    ]
    expect(usableResources(list)).toEqual([kept])
  })

  it('does not treat a truthy non-boolean as active', () => {
    expect(usableResources([{ ...resource(), is_active: 'true' }])).toEqual([])
  })
})

describe('cache', () => {
  const now = 1_800_000_000_000

  it('is fresh for just under two hours (7,200,000 ms) and expired from then on', () => {
    expect(RESOURCE_CACHE_TTL_MS).toBe(7_200_000)
    expect(isCacheFresh(now, now)).toBe(true)
    expect(isCacheFresh(now - 7_199_999, now)).toBe(true)
    expect(isCacheFresh(now - 7_200_000, now)).toBe(false)
    expect(isCacheFresh(now + 1000, now)).toBe(false)
    expect(isCacheFresh(Number.NaN, now)).toBe(false)
  })

  it('writes the list and its timestamp under the spec keys', () => {
    const storage = new MemoryStorage()
    expect(writeCache(storage, [resource()], now)).toBe(true)
    expect(JSON.parse(storage.getItem(RESOURCE_CACHE_KEY)!)).toEqual([resource()])
    expect(storage.getItem(RESOURCE_CACHE_TIMESTAMP_KEY)).toBe(String(now))
    expect(RESOURCE_CACHE_KEY).toBe('academic_resources_cache')
    expect(RESOURCE_CACHE_TIMESTAMP_KEY).toBe('academic_resources_timestamp')
  })

  it('never caches an empty list', () => {
    const storage = new MemoryStorage()
    expect(writeCache(storage, [], now)).toBe(false)
    expect(hasCache(storage)).toBe(false)
  })

  it('survives a storage that refuses writes', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(writeCache(storage, [resource()], now)).toBe(false)
  })

  it('reads back a fresh non-empty cache', () => {
    const storage = new MemoryStorage()
    writeCache(storage, [resource()], now)
    expect(readFreshCache(storage, now + 60_000)).toEqual([resource()])
    expect(hasCache(storage)).toBe(true)
  })

  it('ignores an expired cache', () => {
    const storage = new MemoryStorage()
    writeCache(storage, [resource()], now)
    expect(readFreshCache(storage, now + RESOURCE_CACHE_TTL_MS)).toBeNull()
  })

  it('ignores an empty, corrupt or timestamp-less cache', () => {
    const storage = new MemoryStorage()
    storage.setItem(RESOURCE_CACHE_KEY, '[]')
    storage.setItem(RESOURCE_CACHE_TIMESTAMP_KEY, String(now))
    expect(readFreshCache(storage, now)).toBeNull()
    storage.setItem(RESOURCE_CACHE_KEY, '{not json')
    expect(readFreshCache(storage, now)).toBeNull()
    storage.setItem(RESOURCE_CACHE_KEY, JSON.stringify([{ nonsense: true }]))
    expect(readFreshCache(storage, now)).toBeNull()
    storage.setItem(RESOURCE_CACHE_KEY, JSON.stringify([resource()]))
    storage.removeItem(RESOURCE_CACHE_TIMESTAMP_KEY)
    expect(readFreshCache(storage, now)).toBeNull()
  })

  it('keeps cached fallback resources even though they have no file link', () => {
    const storage = new MemoryStorage()
    writeCache(storage, fallbackResources(), now)
    expect(readFreshCache(storage, now)).toHaveLength(4)
  })
})

describe('resourcesFromBody', () => {
  it('accepts only success true with a data array', () => {
    expect(resourcesFromBody({ success: true, data: [1] })).toEqual([1])
    expect(() => resourcesFromBody({ success: true, data: {} })).toThrow(FORMAT_ERROR_MESSAGE)
    expect(() => resourcesFromBody({ data: [] })).toThrow(FORMAT_ERROR_MESSAGE)
    expect(() => resourcesFromBody([])).toThrow(FORMAT_ERROR_MESSAGE)
    expect(() => resourcesFromBody(null)).toThrow(FORMAT_ERROR_MESSAGE)
  })

  it("raises the response's own error when it gives one", () => {
    expect(() => resourcesFromBody({ success: false, error: '数据库不可用' })).toThrow('数据库不可用')
    expect(() => resourcesFromBody({ success: false, message: '服务维护中' })).toThrow('服务维护中')
    expect(() => resourcesFromBody({ success: false, error: { message: '内部错误' } })).toThrow('内部错误')
  })
})

describe('requestResources', () => {
  it('asks for JSON and returns the data list', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => json({ success: true, data: [resource()] }))
    await expect(requestResources('/api/academic-resources', fetchImpl)).resolves.toEqual([resource()])
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe('/api/academic-resources')
    expect(new Headers(init?.headers).get('accept')).toBe('application/json')
  })

  it("raises 'HTTP {status}: {text}' for a non-OK status", async () => {
    const fetchImpl: FetchLike = async () => new Response('oops', { status: 503, statusText: 'Service Unavailable' })
    await expect(requestResources('/x', fetchImpl)).rejects.toThrow('HTTP 503: Service Unavailable')
  })

  it('uses the body text when the status has no text', async () => {
    const fetchImpl: FetchLike = async () => new Response('not here', { status: 404 })
    const error = await requestResources('/x', fetchImpl).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).message).toBe('HTTP 404: not here')
    expect((error as HttpStatusError).status).toBe(404)
  })

  it('raises the format error for a body that is not JSON', async () => {
    const fetchImpl: FetchLike = async () => new Response('<html>', { status: 200 })
    await expect(requestResources('/x', fetchImpl)).rejects.toThrow(FORMAT_ERROR_MESSAGE)
  })

  it('gives up after the timeout (20 s by default)', async () => {
    vi.useFakeTimers()
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const pending = requestResources('/slow', fetchImpl).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(19_999)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toBeInstanceOf(RequestTimeoutError)
  })
})

describe('fetchFromEndpoints', () => {
  it('tries the endpoints in the spec order', () => {
    expect(RESOURCE_ENDPOINTS).toEqual([
      '/api/academic-resources',
      '/api/resources',
      '/academic-resources',
      '/api/v1/academic-resources',
      '/api/v1/resources',
    ])
  })

  it('returns the first success, filtered, without asking later endpoints', async () => {
    const calls: string[] = []
    const fetchImpl: FetchLike = async (url) => {
      calls.push(url)
      if (url === '/api/academic-resources')
        return new Response('', { status: 500, statusText: 'Internal Server Error' })
      return json({ success: true, data: [resource({ id: 1 }), resource({ id: 2, is_active: false })] })
    }
    await expect(fetchFromEndpoints(fetchImpl)).resolves.toEqual([resource({ id: 1 })])
    expect(calls).toEqual(['/api/academic-resources', '/api/resources'])
  })

  it('counts a success with nothing usable as a success (an empty list)', async () => {
    const fetchImpl: FetchLike = async () => json({ success: true, data: [resource({ file_url: null })] })
    await expect(fetchFromEndpoints(fetchImpl)).resolves.toEqual([])
  })

  it("throws the first endpoint's error when every endpoint fails", async () => {
    const calls: string[] = []
    const fetchImpl: FetchLike = async (url) => {
      calls.push(url)
      if (url === '/api/academic-resources') throw new TypeError('Failed to fetch')
      return new Response('', { status: 404, statusText: 'Not Found' })
    }
    await expect(fetchFromEndpoints(fetchImpl)).rejects.toThrow('Failed to fetch')
    expect(calls).toEqual([...RESOURCE_ENDPOINTS])
  })
})

describe('failure messages', () => {
  it('classifies failures', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network')
    expect(classifyFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('network')
    expect(classifyFailure(new Error('blocked by CORS policy'))).toBe('cors')
    expect(classifyFailure(new RequestTimeoutError())).toBe('timeout')
    expect(classifyFailure(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout')
    expect(classifyFailure(new HttpStatusError(500, 'x'))).toBe('http')
    expect(classifyFailure(new Error(FORMAT_ERROR_MESSAGE))).toBe('format')
    expect(classifyFailure(new Error('something else'))).toBe('other')
  })

  it('maps failures to the resource centre toasts', () => {
    expect(failureToastMessage(new TypeError('Failed to fetch'))).toBe('网络连接失败，请检查网络设置或VPN配置')
    expect(failureToastMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      '网络连接失败，请检查网络设置或VPN配置',
    )
    expect(failureToastMessage(new Error('Request blocked: CORS'))).toBe('跨域访问被阻止，请尝试使用备用域名访问')
    expect(failureToastMessage(new RequestTimeoutError())).toBe('请求超时，请检查网络速度')
    expect(failureToastMessage(new HttpStatusError(500, 'Internal Server Error'))).toBe('获取学术资源失败，请稍后重试')
    expect(failureToastMessage(new Error(FORMAT_ERROR_MESSAGE))).toBe('获取学术资源失败，请稍后重试')
    expect(failureToastMessage(undefined)).toBe('获取学术资源失败，请稍后重试')
  })

  it('maps failures to the home section messages', () => {
    expect(homeFailureMessage(new TypeError('Failed to fetch'), false)).toBe('当前处于离线状态')
    expect(homeFailureMessage(new HttpStatusError(502, 'Bad Gateway'), true)).toBe('HTTP 502')
    expect(homeFailureMessage(new Error(FORMAT_ERROR_MESSAGE), true)).toBe('API返回数据格式错误')
    expect(homeFailureMessage(new RequestTimeoutError(), true)).toBe('请求超时，服务器响应时间过长')
    expect(homeFailureMessage(new TypeError('Failed to fetch'), true)).toBe('网络请求失败，无法连接到服务器')
    expect(homeFailureMessage(new Error('数据库不可用'), true)).toBe('数据库不可用')
  })
})

describe('fallbackResources', () => {
  it('has four PDFs in the spec categories, about 2 to 4 MB each, with no file link', () => {
    const list = fallbackResources()
    expect(list.map((item) => item.category)).toEqual(['入门教程', '数据分析', '编程技能', '高级研究'])
    for (const item of list) {
      expect(item.file_type).toBe('PDF')
      expect(item.file_size).toBeGreaterThanOrEqual(2 * 1024 * 1024)
      expect(item.file_size).toBeLessThanOrEqual(4 * 1024 * 1024)
      expect(item.file_url).toBeNull()
      expect(item.is_active).toBe(true)
    }
    expect(new Set(list.map((item) => item.id)).size).toBe(4)
    expect(FALLBACK_LOADED_MESSAGE).toBe(`已加载备用资源数据，包含${list.length}个精选学术资源`)
  })
})
