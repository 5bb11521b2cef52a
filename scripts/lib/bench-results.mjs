// The targets `npm run bench` measures, and the check of its results file (used by scripts/e2e.mjs).

/** Name, kind and how to find the address on the seeded demo content. */
export const BENCH_TARGETS = [
  { name: 'home', kind: 'page' },
  { name: 'news', kind: 'page' },
  { name: 'article', kind: 'page' },
  { name: 'tier', kind: 'page' },
  { name: 'product', kind: 'page' },
  { name: 'resources', kind: 'page' },
  { name: 'api-categories', kind: 'api' },
  { name: 'api-news', kind: 'api' },
]
export const BENCH_SERVERS = ['static', 'origin', 'proxy']

const isPositive = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** What is missing or wrong in a results object: every target, every server, numbers everywhere. */
export function benchProblems(results) {
  const problems = []
  for (const { name, kind } of BENCH_TARGETS) {
    const target = results?.targets?.find((entry) => entry.name === name)
    if (!target) {
      problems.push(`${name}: not measured`)
      continue
    }
    if (!isPositive(target.bytes)) problems.push(`${name}: no byte count`)
    if (kind === 'page' && !isPositive(target.firstLoadJs?.gzipBytes))
      problems.push(`${name}: no first-load JavaScript`)
    for (const server of BENCH_SERVERS) {
      const run = target.runs?.[server]
      if (!run) {
        problems.push(`${name} ${server}: not measured`)
        continue
      }
      if (!isPositive(run.requestsPerSecond)) problems.push(`${name} ${server}: no requests per second`)
      if (!isNumber(run.p50) || !isNumber(run.p99)) problems.push(`${name} ${server}: no latency`)
      if (run.errors > 0 || run.non2xx > 0)
        problems.push(`${name} ${server}: ${run.errors} errors, ${run.non2xx} non-2xx`)
      if (server !== 'static' && !isNumber(run.ratioToStatic)) problems.push(`${name} ${server}: no ratio`)
    }
  }
  return problems
}
