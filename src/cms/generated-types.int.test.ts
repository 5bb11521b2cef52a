import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateTypes } from 'payload/node'
import { describe, expect, it } from 'vitest'

/**
 * The committed src/payload-types.ts must be what Payload generates from today's collections.
 * Generated in this process: Payload's command line, spawned, now and then ended or hung before
 * doing anything (docs/decisions/2026-11-23-seed-without-payload-run.md).
 */
describe('generated Payload types', () => {
  it('match the collections (run `npm run generate:types` after changing a collection)', async () => {
    const { default: configPromise } = await import('@/payload.config')
    const config = await configPromise
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-types-'))
    const output = path.join(dir, 'payload-types.ts')
    const previous = process.env.PAYLOAD_TS_OUTPUT_PATH
    process.env.PAYLOAD_TS_OUTPUT_PATH = output
    try {
      await generateTypes(config, { log: false })
    } finally {
      if (previous === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
      else process.env.PAYLOAD_TS_OUTPUT_PATH = previous
    }
    const generated = fs.readFileSync(output, 'utf8')
    const committed = fs.readFileSync(path.resolve('src/payload-types.ts'), 'utf8')
    fs.rmSync(dir, { recursive: true, force: true })
    expect(generated === committed, 'src/payload-types.ts is stale: run `npm run generate:types`').toBe(true)
  })
})
