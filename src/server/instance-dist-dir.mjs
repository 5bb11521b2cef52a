// One build, several instances on one machine, each with a cache folder of its own.
//
// Next reads the build from `distDir` and writes its runtime cache (optimised images, above all)
// to `<distDir>/cache`. Instances that share `.next` would share and race on that folder. Given a
// folder of the instance's own, `instanceDistDir` makes it a view of the build: every entry of
// `.next` linked, except `cache`, which is a real folder there. src/server/serve.mjs passes the view to
// Next through NEXT_DIST_DIR (read by next.config.ts); the build itself is never written to.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Builds (or refreshes) the instance's view of the build under `instanceFolder` and returns its
 * path relative to `root`, as Next's `distDir` wants it.
 * @param {string} root the project folder (holds `.next`)
 * @param {string} instanceFolder a folder of this instance's own
 * @returns {string}
 */
export function instanceDistDir(root, instanceFolder) {
  const build = path.join(root, '.next')
  if (!fs.existsSync(path.join(build, 'BUILD_ID'))) throw new Error(`no build in ${build}: run npm run build first`)
  const folder = path.resolve(root, instanceFolder)
  const inside = !path.relative(root, folder).startsWith('..') && !path.isAbsolute(path.relative(root, folder))
  // Next takes a distDir inside the project only (InvalidDistDirError). A folder elsewhere (e.g.
  // /var/cache/keyan-a) holds the cache itself; the view lives under tmp/instances, its `cache` a
  // link to that folder.
  const view = inside ? path.join(folder, 'next') : path.join(root, 'tmp', 'instances', folderKey(folder))
  if (inside) fs.mkdirSync(path.join(view, 'cache'), { recursive: true })
  else {
    const cache = path.join(folder, 'next-cache')
    fs.mkdirSync(cache, { recursive: true })
    fs.mkdirSync(view, { recursive: true })
    const link = path.join(view, 'cache')
    if (!isLinkTo(link, cache)) {
      fs.rmSync(link, { recursive: true, force: true })
      fs.symlinkSync(cache, link)
    }
  }
  const wanted = new Set(fs.readdirSync(build).filter((name) => name !== 'cache'))
  for (const name of fs.readdirSync(view)) {
    if (name === 'cache') continue
    const entry = path.join(view, name)
    // A link left by an earlier build that this one does not have, or one pointing elsewhere.
    if (!wanted.has(name) || !isLinkTo(entry, path.join(build, name)))
      fs.rmSync(entry, { recursive: true, force: true })
  }
  for (const name of wanted) {
    const entry = path.join(view, name)
    if (!fs.existsSync(entry)) fs.symlinkSync(path.join(build, name), entry)
  }
  return path.relative(root, view)
}

/** A folder name of its own for an absolute path: readable, and unique by a hash. @param {string} folder */
function folderKey(folder) {
  const readable = folder
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(-40)
  return `${readable}-${createHash('sha256').update(folder).digest('hex').slice(0, 8)}`
}

/** @param {string} entry @param {string} target */
function isLinkTo(entry, target) {
  try {
    return fs.lstatSync(entry).isSymbolicLink() && fs.readlinkSync(entry) === target
  } catch {
    return false
  }
}
