// CPU priority of the servers a measurement starts. A visitor's browser never shares a CPU with the
// site's servers, but on the bench machine the browser Lighthouse drives does: the servers' work
// while a page loads stretches the page's main-thread tasks, and Lighthouse's simulation multiplies
// that stretch. While the browser measures, every server (the app, the bare Next page's server,
// nginx) gets the lowest priority, so the CPU goes to the browser first; the same for the floor and
// for the site, so the ratios still compare like with like.
import fs from 'node:fs'
import os from 'node:os'

/** The lowest priority: runs when nothing else wants the CPU. */
export const LOWEST_PRIORITY = 19

/** The process's threads and those of its descendants (Linux /proc), ids as numbers. */
export function threadsOf(pid) {
  const threads = []
  const visit = (processId) => {
    let tasks = []
    try {
      tasks = fs.readdirSync(`/proc/${processId}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      threads.push(Number(task))
      let children = ''
      try {
        children = fs.readFileSync(`/proc/${processId}/task/${task}/children`, 'utf8')
      } catch {
        // The thread ended meanwhile.
      }
      for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child))
    }
  }
  visit(pid)
  return threads
}

/**
 * Sets every thread of the given processes and their descendants to `priority` (Linux counts
 * priority per thread; a process's threads would keep their own). Returns how many threads were
 * changed; 0 where /proc is missing (not Linux), which leaves the measurement as it was.
 */
export function setProcessPriority(pids, priority = LOWEST_PRIORITY) {
  let changed = 0
  for (const pid of pids) {
    for (const thread of threadsOf(pid)) {
      try {
        os.setPriority(thread, priority)
        changed += 1
      } catch {
        // Ended meanwhile, or not ours to change.
      }
    }
  }
  return changed
}
