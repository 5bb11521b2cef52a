import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { setProcessPriority, threadsOf } from './process-priority.mjs'

const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      child.kill('SIGKILL')
    }
  }
})

/** A shell holding a child `sleep`, in a process group of its own. */
async function shellWithChild(): Promise<ChildProcess> {
  const child = spawn('sh', ['-c', 'sleep 30 & wait'], { detached: true, stdio: 'ignore' })
  started.push(child)
  // Until the shell has started its child.
  for (let tries = 0; tries < 100 && threadsOf(child.pid!).length < 2; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return child
}

describe.runIf(fs.existsSync('/proc/self/task'))('setProcessPriority', () => {
  it('lowers every thread of a process and of its descendants, and nothing else', async () => {
    const shell = await shellWithChild()
    const threads = threadsOf(shell.pid!)
    expect(threads.length).toBeGreaterThanOrEqual(2)
    expect(threads).toContain(shell.pid)
    expect(setProcessPriority([shell.pid!])).toBe(threads.length)
    for (const thread of threads) expect(os.getPriority(thread)).toBe(19)
    // This process keeps its own priority.
    expect(os.getPriority(process.pid)).not.toBe(19)
  })

  it('counts nothing for a process that is gone', () => {
    expect(setProcessPriority([2 ** 22 + 12345])).toBe(0)
  })
})
