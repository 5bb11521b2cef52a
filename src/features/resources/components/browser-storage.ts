import type { StorageLike } from '@/features/resources/resource-cache'

const memoryStorage = (): StorageLike => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** localStorage, or a memory stand-in where storage is blocked. */
export function browserStorage(): StorageLike {
  try {
    const storage = window.localStorage
    storage.getItem('academic_resources_timestamp') // throws where storage is blocked
    return storage
  } catch {
    return memoryStorage()
  }
}
