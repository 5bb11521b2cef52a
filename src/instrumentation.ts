/**
 * Runs once when the Next server starts: starts Payload with its jobs timer, so scheduled
 * publications (src/cms/jobs.ts) happen even before the first request reaches this instance.
 * Not during `next build`, which needs no database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The first request tries again (src/cms/client.ts) and reports what fails.
    console.error('[jobs] Payload 启动失败，定时发布将在第一次请求时再启动：', error)
  }
}
