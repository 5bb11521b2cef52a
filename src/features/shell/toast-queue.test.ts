import { describe, expect, it } from 'vitest'
import { createToastQueue } from './toast-queue'

describe('createToastQueue', () => {
  it('keeps up to the limit without dismissing anything', () => {
    const queue = createToastQueue(3)
    expect(queue.add(1)).toEqual([])
    expect(queue.add(2)).toEqual([])
    expect(queue.add(3)).toEqual([])
    expect(queue.size()).toBe(3)
  })

  it('returns the oldest id once the limit is passed', () => {
    const queue = createToastQueue(20)
    for (let id = 1; id <= 20; id++) queue.add(id)
    expect(queue.add(21)).toEqual([1])
    expect(queue.add(22)).toEqual([2])
    expect(queue.size()).toBe(20)
  })

  it('forgets removed ids so they no longer count', () => {
    const queue = createToastQueue(2)
    queue.add('a')
    queue.add('b')
    queue.remove('a')
    expect(queue.add('c')).toEqual([])
    expect(queue.add('d')).toEqual(['b'])
  })

  it('treats a re-added id as the newest instead of counting it twice', () => {
    const queue = createToastQueue(2)
    queue.add('a')
    queue.add('b')
    expect(queue.add('a')).toEqual([])
    expect(queue.add('c')).toEqual(['b'])
  })
})
