import { NextResponse } from 'next/server'
import { buildOpenApiDocument } from '@/lib/openapi'
import { apiRoutes } from '@/app/api/_shared/route-docs'
import { PUBLIC_CACHE, methodNotAllowed } from '@/app/api/_shared/http'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/** The OpenAPI 3.1 description of every /api route, generated from the handlers' zod schemas. */
export async function GET(): Promise<Response> {
  document ??= buildOpenApiDocument(
    {
      title: '科研学术服务平台 API',
      version: '1.0.0',
      description:
        '答复格式：成功 { success: true, data, message? }，失败 { success: false, message }（账号接口失败时为 { error: { message } }）。提示均为中文。',
    },
    apiRoutes,
  )
  return NextResponse.json(document, { headers: PUBLIC_CACHE })
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
