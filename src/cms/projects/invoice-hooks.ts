import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { publicApiError } from '@/cms/errors'
import { mailInvoiceIssued } from './notify'
import { idOf } from './ids'

/**
 * Issuing takes the invoice file; an issued invoice is final (a correction is a new request).
 * The cap on the amount is checked where requests are made (features/projects/service.ts).
 */
export const checkInvoiceChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || context.projectServer) return data
  if (originalDoc?.status === 'issued') throw publicApiError('发票已开具，不能修改；如需更正，请客户重新申请', 400)
  const status = data.status ?? originalDoc?.status
  if (status === 'issued') {
    if (!idOf(data.invoice_file ?? originalDoc?.invoice_file))
      throw publicApiError('请先上传发票文件（PDF）再设为“已开具”', 400)
    data.issued_at = new Date().toISOString()
  }
  return data
}

export const mailIssuedInvoice: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status === 'issued' && previousDoc?.status !== 'issued') {
    mailInvoiceIssued(req.payload, idOf(doc.project)!)
  }
  return doc
}
