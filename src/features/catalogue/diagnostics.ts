/** Timed checks for the staff-only connection test page (pure apart from the clock; unit-tested). */

export type CheckResult = {
  name: string
  ok: boolean
  count: number | null
  ms: number
  /** Names of the first rows read, to show that real data came back. */
  sample: string[]
  error: string | null
}

export async function runCheck<Row>(
  name: string,
  read: () => Promise<Row[]>,
  label: (row: Row) => string,
  now: () => number = () => performance.now(),
): Promise<CheckResult> {
  const started = now()
  try {
    const rows = await read()
    return {
      name,
      ok: true,
      count: rows.length,
      ms: Math.round(now() - started),
      sample: rows.slice(0, 3).map(label),
      error: null,
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { name, ok: false, count: null, ms: Math.round(now() - started), sample: [], error: message || '未知错误' }
  }
}
