import { NextResponse } from 'next/server'
import { readJsonObject } from '@/lib/api'
import { getCaller } from '@/cms/auth/caller'
import { ENQUIRY_THANKS, submitEnquiry } from '@/features/contact/enquiries'
import { NO_STORE, handle, methodNotAllowed } from '@/app/api/_shared/http'

/**
 * Leaves an enquiry: 201 `{ success, data: { id }, message }`, or 400 with `errors` (one Chinese
 * message per field), or 429. A signed-in member's enquiry is linked to their account.
 */
export const POST = handle(async (request) => {
  const body = await readJsonObject(request)
  const member = await getCaller(request, 'bearer')
  const outcome = await submitEnquiry(body, { request, memberId: member?.id ?? null })
  if (!outcome.ok) {
    return NextResponse.json(
      { success: false, message: firstMessage(outcome), errors: outcome.errors },
      { status: outcome.status, headers: NO_STORE },
    )
  }
  return NextResponse.json(
    { success: true, data: { id: outcome.id }, message: ENQUIRY_THANKS },
    { status: 201, headers: NO_STORE },
  )
})

function firstMessage(outcome: { message: string; errors: Record<string, string | undefined> }): string {
  return Object.values(outcome.errors).find(Boolean) ?? outcome.message
}

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
