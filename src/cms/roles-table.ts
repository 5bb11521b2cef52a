import fs from 'node:fs'
import path from 'node:path'

/**
 * The access table of docs/roles.md, read as data: the single source of who may do what. The unit
 * test (src/cms/roles.test.ts) checks it against the access functions, the end-to-end access
 * matrix (tests/e2e/access-matrix.spec.ts) against the HTTP answers of the running site.
 */

export const ROLE_COLUMNS = ['anonymous', 'member', 'sales', 'editor', 'admin'] as const
export type RoleColumn = (typeof ROLE_COLUMNS)[number]
export const ROLE_TOKENS = ['R', 'r', 'C', 'U', 'u', 'D', 'nav', 'login'] as const
export type AccessTable = Map<string, Record<RoleColumn, string[]>>

export const ROLES_DOC = path.resolve(import.meta.dirname, '../../docs/roles.md')

export function readAccessTable(file = ROLES_DOC): AccessTable {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((line) => line.startsWith('| Collection / global |'))
  if (start < 0) throw new Error('docs/roles.md: the access table is missing')
  const rows: AccessTable = new Map()
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    if (cells.length !== ROLE_COLUMNS.length + 1) throw new Error(`docs/roles.md: malformed row ${line}`)
    const [name, ...roleCells] = cells
    const record = {} as Record<RoleColumn, string[]>
    ROLE_COLUMNS.forEach((column, index) => {
      const tokens = roleCells[index] === '—' ? [] : roleCells[index]!.split(/\s+/)
      for (const token of tokens) {
        if (!(ROLE_TOKENS as readonly string[]).includes(token))
          throw new Error(`docs/roles.md: unknown token ${token}`)
      }
      record[column] = tokens.sort()
    })
    if (rows.has(name!)) throw new Error(`docs/roles.md: duplicate row ${name}`)
    rows.set(name!, record)
  }
  return rows
}
