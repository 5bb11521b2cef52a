import { NextResponse } from 'next/server'
import { ApiError } from '@/lib/api'
import { getProduct } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ id: string }> }

/** A visible product. The answer carries it twice: `data` (newer page) and `product` (older page). */
export const GET = handle(async (_request, { params }: Context) => {
  const { id } = await params
  const product = /^\d{1,12}$/.test(id) ? await getProduct(Number(id)) : null
  if (!product) throw new ApiError(404, '商品不存在')
  return NextResponse.json(
    { success: true, data: product, product, message: '获取商品成功' },
    { headers: PUBLIC_CACHE },
  )
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
