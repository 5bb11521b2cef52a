import { NextResponse } from 'next/server'
import { checkHealth } from '@/cms/health'
import { NO_STORE, methodNotAllowed } from '@/app/api/_shared/http'

/** Readiness for the proxy and the orchestrator: 200 when every configured dependency answers, else 503. */
export async function GET(): Promise<Response> {
  const report = await checkHealth()
  return NextResponse.json(report, { status: report.status === 'ok' ? 200 : 503, headers: NO_STORE })
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
