import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const apiDir = import.meta.dirname
// Read as text: importing the table would load every handler and the CMS behind them (seconds).
const table = fs.readFileSync(path.join(apiDir, 'route-table.ts'), 'utf8')
const tablePaths = [...table.matchAll(/\{ path: '([^']+)', handlers: (\w+) \}/g)]
const imports = new Map([...table.matchAll(/import \* as (\w+) from '\.\/(.+)\/handler'/g)].map((m) => [m[1], m[2]]))

/** Every handler.ts under src/app/api, as its folder's path (`news/[slug]`). */
function handlerFolders(dir = apiDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return handlerFolders(full)
    return entry.name === 'handler.ts' ? [path.relative(apiDir, dir).split(path.sep).join('/')] : []
  })
}

describe('the /api route table', () => {
  it('lists every handler file under its own folder, once', () => {
    expect(tablePaths.map((entry) => entry[1]).sort()).toEqual(handlerFolders().sort())
  })

  it('gives each path the module of its own folder', () => {
    for (const [, route, name] of tablePaths) expect(imports.get(name!), route).toBe(route)
  })

  it('holds no route.ts under src/app/api but the dispatcher', () => {
    const routeFiles = fs
      .readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'route.ts')
    expect(routeFiles).toEqual([path.join('[...path]', 'route.ts')])
  })
})
