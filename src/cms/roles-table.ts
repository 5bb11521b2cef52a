import fs from 'node:fs'
import path from 'node:path'

/**
 * The access table of docs/roles.md, read as data: the single source of who may do what. The unit
 * test (src/cms/roles.test.ts) checks it against the access functions, the end-to-end access
 * matrix (tests/e2e/access-matrix.spec.ts) against the HTTP answers of the running site.
 */

export const ROLE_COLUMNS = ['anonymous', 'member', 'sales', 'editor', 'admin'] as const
export type RoleColumn = (typeof ROLE_COLUMNS)[number]
export const ROLE_TOKENS = ['R', 'r', 'C', 'U', 'u', 'D', 'd', 'nav', 'login'] as const
export type AccessTable = Map<string, Record<RoleColumn, string[]>>

export const ROLES_DOC = path.resolve(import.meta.dirname, '../../docs/roles.md')

export function readAccessTable(file = ROLES_DOC): AccessTable {
  return readTable(file, '| Collection / global |', ROLE_TOKENS)
}

/** Field-level tokens: `R` reads the field, `C` may set it on create, `U` may change it on update. */
export const FIELD_TOKENS = ['R', 'C', 'U'] as const

/**
 * The field table of docs/roles.md: `collection.field.path` → tokens per role, for the fields whose
 * rights differ from their collection's row. Every other field has its collection's rights.
 */
export function readFieldTable(file = ROLES_DOC): AccessTable {
  return readTable(file, '| Field |', FIELD_TOKENS)
}

function readTable(file: string, header: string, allowed: readonly string[]): AccessTable {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((line) => line.startsWith(header))
  if (start < 0) throw new Error(`docs/roles.md: the table ${header} is missing`)
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
        if (!allowed.includes(token)) throw new Error(`docs/roles.md: unknown token ${token}`)
      }
      record[column] = tokens.sort()
    })
    if (rows.has(name!)) throw new Error(`docs/roles.md: duplicate row ${name}`)
    rows.set(name!, record)
  }
  return rows
}
