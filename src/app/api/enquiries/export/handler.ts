import { enquiriesCsv } from '@/features/contact/enquiries'
import { enquiryExportWhere } from '@/features/contact/enquiry-export'
import { handle, methodNotAllowed, requireSalesDesk } from '@/app/api/_shared/http'

/** The admin's 导出 CSV: the enquiries of the list's current filter, for sales staff and admins. */
export const GET = handle(async (request) => {
  const user = await requireSalesDesk(request)
  const csv = await enquiriesCsv(user, enquiryExportWhere(request))
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`客户咨询-${day}.csv`)}`,
      'Cache-Control': 'private, no-store',
    },
  })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
