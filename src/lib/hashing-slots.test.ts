import { describe, expect, it } from 'vitest'
import { createHashingSlots } from './hashing-slots'

const deferred = () => {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('createHashingSlots', () => {
  it('runs at most `slots` hashes at once and queues the rest in order', async () => {
    const slots = createHashingSlots({ slots: 2, maxWaiting: 10 })
    const gates = [deferred(), deferred(), deferred(), deferred()]
    let running = 0
    let peak = 0
    const order: number[] = []
    const jobs = gates.map((gate, index) =>
      slots.run(async () => {
        running += 1
        peak = Math.max(peak, running)
        order.push(index)
        await gate.promise
        running -= 1
        return index
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(slots.state()).toEqual({ busy: 2, waiting: 2 })
    gates.forEach((gate) => gate.resolve())
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3])
    expect(peak).toBe(2)
    expect(order).toEqual([0, 1, 2, 3])
    expect(slots.state()).toEqual({ busy: 0, waiting: 0 })
  })

  it('answers 503 in Chinese at once when the queue is full, and frees the slot after a failure', async () => {
    const slots = createHashingSlots({ slots: 1, maxWaiting: 1 })
    const gate = deferred()
    const first = slots.run(() => gate.promise)
    const second = slots.run(async () => 'second')
    await expect(slots.run(async () => 'third')).rejects.toMatchObject({
      status: 503,
      message: '服务器繁忙，请稍后再试',
    })
    gate.resolve()
    await first
    expect(await second).toBe('second')
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(slots.state()).toEqual({ busy: 0, waiting: 0 })
  })
})
