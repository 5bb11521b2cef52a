import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { publicApiError } from '@/cms/errors'
import { mailInvoiceIssued } from './notify'
import { idOf } from './ids'

/**
 * Issuing takes the invoice file, which must be filed under the same project (one client's invoice
 * is never handed to another). Issued and returned requests are final: a correction is a new
 * request, and a returned one no longer counts against the project's total, so reopening it could
 * exceed it. The cap on the amount is checked where requests are made (features/projects/service.ts).
 */
export const checkInvoiceChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  if (operation !== 'update' || context.projectServer) return data
  if (originalDoc?.status === 'issued') throw publicApiError('发票已开具，不能修改；如需更正，请客户重新申请', 400)
  if (originalDoc?.status === 'rejected') {
    throw publicApiError('开票申请已退回，不能再修改；如需开票，请客户重新申请', 400)
  }
  // An explicit null in this save clears the file: only a field left out keeps the stored one.
  const fileId = idOf('invoice_file' in data ? data.invoice_file : originalDoc?.invoice_file)
  if (fileId !== null) {
    const file = await req.payload.findByID({
      collection: 'project-files',
      id: fileId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!file || idOf(file.project) !== idOf(originalDoc?.project)) {
      throw publicApiError('所选文件不属于该项目：上传发票文件时请选择同一个项目', 400)
    }
  }
  if ((data.status ?? originalDoc?.status) === 'issued') {
    if (fileId === null) throw publicApiError('请先上传发票文件（PDF）再设为“已开具”', 400)
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
