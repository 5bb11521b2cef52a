import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { publicApiError } from '@/cms/errors'
import { lineAmountFen, toYuan } from './money'
import { mailNewQuote } from './notify'
import { idOf } from './ids'
import { stillValid } from './dates'

/** ¥100,000,000: far above any research service, well inside what 大写 and the PDF can state. */
const MAX_QUOTE_TOTAL_FEN = 100_000_000 * 100

type ItemInput = {
  offering?: unknown
  name?: string | null
  quantity?: number | null
  unit_price?: number | null
  discount?: number | null
  note?: string | null
}

/**
 * A sent quote is a record the client may accept: staff cannot change it, only make a new version.
 * `accepted` and `superseded` are the server's to set (acceptance, a newer version sent).
 */
export const freezeSentQuote: CollectionBeforeChangeHook = ({ data, originalDoc, context, operation }) => {
  if (context.projectServer) return data
  if (operation === 'update' && originalDoc?.status !== 'draft') {
    throw publicApiError('报价已发送，不能修改；如需调整，请新建报价（新版本会取代未确认的旧版本）', 400)
  }
  if (data.status !== undefined && data.status !== 'draft' && data.status !== 'sent') {
    throw publicApiError('报价状态只能设为“草稿”或“已发送”；“已接受”由客户确认时设置', 400)
  }
  return data
}

/**
 * Prices each line from its offering where staff left the name or unit price empty, computes the
 * amounts and the total in fen, numbers a new quote as the next version of its project, and dates
 * the sending. Refuses a quote for a project that is agreed, cancelled or finished.
 */
export const priceQuote: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (context.projectServer) return data
  const projectId = idOf(data.project ?? originalDoc?.project)
  if (projectId === null) throw publicApiError('请选择项目', 400)
  const project = await req.payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!project) throw publicApiError('项目不存在', 400)
  if (project.accepted_quote) throw publicApiError('客户已确认报价，不能再修改或新建报价', 400)
  if (project.stage === 'cancelled' || project.stage === 'completed') {
    throw publicApiError('项目已取消或已完成，不能再报价', 400)
  }
  const items: ItemInput[] = Array.isArray(data.items) ? data.items : []
  if (items.length === 0) throw publicApiError('请至少添加一项报价明细', 400)
  // The lines' offerings in one read (not one per line, and not several at once on the save's connection).
  const offeringIds = [...new Set(items.map((item) => idOf(item.offering)).filter((id): id is number => id !== null))]
  const offerings = new Map<number, { name: string; price?: number | null }>()
  if (offeringIds.length > 0) {
    const found = await req.payload.find({
      collection: 'offerings',
      where: { id: { in: offeringIds } },
      limit: offeringIds.length,
      depth: 0,
      overrideAccess: true,
      req,
      select: { name: true, price: true },
    })
    for (const offering of found.docs) offerings.set(offering.id, offering)
  }
  data.items = items.map((item, index) => priceLine(item, index, offerings))
  const totalFen = data.items.reduce((sum: number, item: { amount: number }) => sum + Math.round(item.amount * 100), 0)
  if (totalFen > MAX_QUOTE_TOTAL_FEN) throw publicApiError('报价合计过大（上限 1 亿元），请检查数量和单价', 400)
  data.total = toYuan(totalFen)
  if (operation === 'create') {
    const latest = await req.payload.find({
      collection: 'project-quotes',
      where: { project: { equals: projectId } },
      sort: '-version',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
      select: { version: true },
    })
    data.version = (latest.docs[0]?.version ?? 0) + 1
  }
  const version = data.version ?? originalDoc?.version
  data.label = `${project.number ?? ''} 第 ${version} 版`
  if (data.status === 'sent') {
    // Versions are numbered when made: an older draft sent after a newer version would supersede it.
    const newer = await req.payload.count({
      collection: 'project-quotes',
      where: {
        project: { equals: projectId },
        status: { in: ['sent', 'superseded', 'accepted'] },
        version: { greater_than: version },
      },
      overrideAccess: true,
      req,
    })
    if (newer.totalDocs > 0) throw publicApiError(`已发送过更新的版本：第 ${version} 版不能再发送，请新建报价`, 400)
    if (!stillValid(data.valid_until)) {
      throw publicApiError('报价有效期已过，请修改有效期后再发送', 400)
    }
    data.sent_at = new Date().toISOString()
  }
  return data
}

function priceLine(item: ItemInput, index: number, offerings: Map<number, { name: string; price?: number | null }>) {
  const offeringId = idOf(item.offering)
  const offering = offeringId === null ? null : (offerings.get(offeringId) ?? null)
  const row = `第 ${index + 1} 项`
  if (offeringId !== null && !offering) throw publicApiError(`${row}：所选服务项目不存在`, 400)
  const name = item.name?.trim() || offering?.name
  if (!name) throw publicApiError(`${row}：请选择服务项目或填写名称`, 400)
  const unitPrice = item.unit_price ?? offering?.price
  if (typeof unitPrice !== 'number') throw publicApiError(`${row}：该服务价格面议，请填写单价`, 400)
  const quantity = item.quantity ?? 1
  if (!Number.isFinite(quantity) || quantity < 1) throw publicApiError(`${row}：数量至少为 1`, 400)
  const discount = item.discount ?? 0
  const line = { quantity, unit_price: unitPrice, discount }
  return {
    ...item,
    offering: offeringId,
    name,
    quantity,
    unit_price: unitPrice,
    discount,
    amount: toYuan(lineAmountFen(line)),
  }
}

/**
 * A version just sent supersedes the project's earlier unaccepted versions, moves the project to
 * 已报价 and mails the client a link to it.
 */
export const afterQuoteSent: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.projectServer || doc.status !== 'sent' || previousDoc?.status === 'sent') return doc
  const projectId = idOf(doc.project)!
  const project = await req.payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // The client accepted a version while this one was being sent: this save is undone (its
  // transaction), the accepted version stands.
  if (project.accepted_quote) throw publicApiError('客户刚刚确认了之前的报价版本，本次发送未生效', 409)
  await req.payload.update({
    collection: 'project-quotes',
    where: { project: { equals: projectId }, status: { equals: 'sent' }, id: { not_equals: doc.id } },
    data: { status: 'superseded' },
    overrideAccess: true,
    req,
    context: { projectServer: true },
  })
  if (project.stage === 'quoting') {
    await req.payload.update({
      collection: 'projects',
      id: projectId,
      data: { stage: 'quoted' },
      overrideAccess: true,
      req,
      context: { projectServer: true, quietStage: true },
    })
  }
  mailNewQuote(req.payload, project, doc.version)
  return doc
}
