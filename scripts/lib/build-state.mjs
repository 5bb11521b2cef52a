// Whether `.next` holds a build of the current sources (shared by `npm start` and `npm run bench`).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

function newestSourceTime() {
  let newest = 0
  const visit = (target) => {
    let stat
    try {
      stat = fs.statSync(target)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry))
    } else {
      newest = Math.max(newest, stat.mtimeMs)
    }
  }
  for (const target of ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'])
    visit(path.join(root, target))
  return newest
}

/** True when `.next/BUILD_ID` is at least as new as every source file. */
export function buildIsCurrent() {
  try {
    return fs.statSync(path.join(root, '.next', 'BUILD_ID')).mtimeMs >= newestSourceTime()
  } catch {
    return false
  }
}
