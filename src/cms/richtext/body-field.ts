import type { CollectionSlug, Field, FieldHook } from 'payload'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { bodyEditor } from './editor'
import { BODY_FIELD, HTML_FIELD, bodyToHtml, htmlToBody } from './server'

type Doc = { id: number | string } & Record<string, unknown>

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Keeps the two forms of a body in step whenever a document is written:
 * - only the HTML changed (the /api/services writes, the seed, older scripts): the rich text is
 *   made from the HTML, and the HTML is then produced again from that rich text, so what is stored
 *   is always exactly what the rich text renders;
 * - otherwise, whenever the document is saved with its rich text (the admin; Payload's updates
 *   carry the stored body along): the HTML is produced from it again, so internal links follow a
 *   renamed slug at the next save. Staff saves only: the news view counter writes plain SQL.
 */
const syncBody: FieldHook<Doc, SerializedEditorState | null | undefined, Doc> = async ({
  value,
  siblingData,
  originalDoc,
  collection,
  req,
}) => {
  if (!collection) return value
  const original: Record<string, unknown> = originalDoc ?? {}
  const bodyChanged = value !== undefined && !sameJson(value, original[BODY_FIELD])
  const html = siblingData[HTML_FIELD]
  const htmlChanged = html !== undefined && !sameJson(html, original[HTML_FIELD])

  let body = value
  if (htmlChanged && !bodyChanged) {
    body =
      typeof html === 'string' && html.trim()
        ? await htmlToBody(req.payload, collection.slug as CollectionSlug, html, req)
        : null
  } else if (value === undefined) {
    return value
  }
  const rendered = await bodyToHtml(req.payload, body, req)
  siblingData[HTML_FIELD] = rendered || null
  return body
}

/**
 * The body of an article: rich text that staff edit (`body`), and the HTML the pages and the API
 * return (`content`), produced from it on the server when the document is saved. `content` is
 * not edited in the admin; API writes may still send HTML, which becomes rich text.
 */
export function bodyFields(): Field[] {
  return [
    {
      name: BODY_FIELD,
      label: '正文',
      type: 'richText',
      editor: bodyEditor,
      hooks: { beforeValidate: [syncBody] },
    },
    {
      name: HTML_FIELD,
      label: '正文 HTML（保存时由正文生成）',
      type: 'textarea',
      admin: { hidden: true },
    },
  ]
}
