import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layer rules of eslint.config.mjs must really refuse an arrow back up and a cycle. */
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

// The first lint loads the parser and the resolver: seconds on a busy 2-core machine.
describe('layer rules', { timeout: 60_000 }, () => {
  it('refuses lib importing cms or features, type-only imports included', async () => {
    expect(await ruleIds('src/lib/probe.ts', "import { getPayload } from '@/cms/client'\nvoid getPayload\n")).toContain(
      'import-x/no-restricted-paths',
    )
    expect(
      await ruleIds(
        'src/lib/probe.ts',
        "import type { NewsDTO } from '@/features/news/serialize'\nexport type X = NewsDTO\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuses cms importing a feature, and a feature importing another feature or app', async () => {
    expect(
      await ruleIds('src/cms/probe.ts', "import { listNews } from '@/features/news/queries'\nvoid listNews\n"),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await ruleIds(
        'src/features/news/probe.ts',
        "import { listCases } from '@/features/cases/queries'\nvoid listCases\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await ruleIds('src/features/news/probe.ts', "import { GET } from '@/app/api/news/handler'\nvoid GET\n"),
    ).toContain('import-x/no-restricted-paths')
  })

  it('allows the arrows that point down', async () => {
    expect(
      await ruleIds('src/features/news/probe.ts', "import { getPayload } from '@/cms/client'\nvoid getPayload\n"),
    ).not.toContain('import-x/no-restricted-paths')
  })

  it('refuses an import cycle', async () => {
    // lib/rate-limit.ts imports lib/api.ts: lib/api.ts importing it back closes a circle.
    expect(
      await ruleIds('src/lib/api.ts', "import { enforceRateLimit } from './rate-limit'\nvoid enforceRateLimit\n"),
    ).toContain('import-x/no-cycle')
  })

  it('refuses relative imports that climb out of the folder', async () => {
    expect(await ruleIds('src/lib/probe.ts', "import { env } from '../lib/env'\nvoid env\n")).toContain(
      'no-restricted-imports',
    )
  })
  it('keeps the server layer apart: it imports only lib, and nothing imports it', async () => {
    expect(
      await ruleIds('src/server/probe.mjs', "import { getPayload } from '../cms/client'\nvoid getPayload\n"),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await ruleIds('src/server/probe.mjs', "import { recordEvent } from '../lib/ops-events.mjs'\nvoid recordEvent\n"),
    ).not.toContain('import-x/no-restricted-paths')
    for (const importer of ['src/features/news/probe.ts', 'src/cms/probe.ts', 'src/lib/probe.ts', 'src/ui/probe.tsx']) {
      expect(
        await ruleIds(importer, "import { payloadId } from '@/server/next-cache/page-payloads.mjs'\nvoid payloadId\n"),
      ).toContain('import-x/no-restricted-paths')
    }
  })

  it('declares process-wide state only in lib/process-slots.mjs', async () => {
    expect(await ruleIds('src/server/probe.mjs', "export const slot = globalThis[Symbol.for('keyan.x')]\n")).toContain(
      'no-restricted-syntax',
    )
    expect(await ruleIds('src/cms/probe.ts', "export const key = Symbol.for('keyan.x')\n")).toContain(
      'no-restricted-syntax',
    )
  })
})
