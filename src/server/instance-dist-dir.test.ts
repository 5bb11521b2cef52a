import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { instanceDistDir } from './instance-dist-dir.mjs'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-dist-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, '.next', 'server', 'app'), { recursive: true })
  fs.mkdirSync(path.join(root, '.next', 'static'), { recursive: true })
  fs.mkdirSync(path.join(root, '.next', 'cache', 'images'), { recursive: true })
  fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'build-1')
  fs.writeFileSync(path.join(root, '.next', 'server', 'app', 'page.js'), 'module.exports = 1')
  return root
}

describe('instanceDistDir', () => {
  it('gives each instance a view of the one build with a cache folder of its own', () => {
    const root = fakeBuild()
    const a = instanceDistDir(root, 'instances/a')
    const b = instanceDistDir(root, path.join(root, 'instances/b'))
    expect(a).toBe(path.join('instances', 'a', 'next'))
    expect(b).toBe(path.join('instances', 'b', 'next'))
    for (const view of [a, b]) {
      expect(fs.readFileSync(path.join(root, view, 'BUILD_ID'), 'utf8')).toBe('build-1')
      expect(fs.readFileSync(path.join(root, view, 'server', 'app', 'page.js'), 'utf8')).toBe('module.exports = 1')
      const cache = fs.lstatSync(path.join(root, view, 'cache'))
      expect(cache.isDirectory() && !cache.isSymbolicLink()).toBe(true)
    }
    // What one instance caches stays its own, and the build's own cache is untouched.
    fs.mkdirSync(path.join(root, a, 'cache', 'images'), { recursive: true })
    fs.writeFileSync(path.join(root, a, 'cache', 'images', 'x.webp'), 'image')
    expect(fs.existsSync(path.join(root, b, 'cache', 'images', 'x.webp'))).toBe(false)
    expect(fs.readdirSync(path.join(root, '.next', 'cache', 'images'))).toEqual([])
  })

  it('follows a new build on the next start: new entries linked, vanished ones dropped, the cache kept', () => {
    const root = fakeBuild()
    const view = instanceDistDir(root, 'instances/a')
    fs.writeFileSync(path.join(root, view, 'cache', 'kept'), '1')
    fs.rmSync(path.join(root, '.next', 'static'), { recursive: true })
    fs.writeFileSync(path.join(root, '.next', 'routes-manifest.json'), '{}')
    expect(instanceDistDir(root, 'instances/a')).toBe(view)
    expect(fs.existsSync(path.join(root, view, 'static'))).toBe(false)
    expect(fs.readFileSync(path.join(root, view, 'routes-manifest.json'), 'utf8')).toBe('{}')
    expect(fs.readFileSync(path.join(root, view, 'cache', 'kept'), 'utf8')).toBe('1')
  })

  it('takes a folder outside the project too: the view stays inside (Next requires it), the cache goes to the folder', () => {
    const root = fakeBuild()
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-cache-'))
    roots.push(outside)
    const view = instanceDistDir(root, outside)
    expect(path.isAbsolute(view)).toBe(false)
    expect(view.startsWith('..')).toBe(false)
    expect(fs.readFileSync(path.join(root, view, 'BUILD_ID'), 'utf8')).toBe('build-1')
    fs.mkdirSync(path.join(root, view, 'cache', 'images'), { recursive: true })
    fs.writeFileSync(path.join(root, view, 'cache', 'images', 'x.webp'), 'image')
    expect(fs.readFileSync(path.join(outside, 'next-cache', 'images', 'x.webp'), 'utf8')).toBe('image')
    // The same folder again, on the next start: the same view, the cache kept.
    expect(instanceDistDir(root, outside)).toBe(view)
    expect(fs.existsSync(path.join(root, view, 'cache', 'images', 'x.webp'))).toBe(true)
    // Another folder outside: a view of its own.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-cache-'))
    roots.push(other)
    expect(instanceDistDir(root, other)).not.toBe(view)
  })

  it('refuses to start without a build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-dist-'))
    roots.push(root)
    expect(() => instanceDistDir(root, 'instances/a')).toThrow(/npm run build/)
  })
})
