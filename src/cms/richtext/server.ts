import type { CollectionSlug, Payload, PayloadRequest, SanitizedConfig } from 'payload'
import type { LexicalRichTextAdapter, SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { htmlToRichText, mediaFileNames, type FindMedia } from './from-html'
import { richTextToHtml } from './to-html'

/** What the conversions need from Payload: reading linked documents and media by id or address. */

export const BODY_FIELD = 'body'
export const HTML_FIELD = 'content'

/** The sanitised editor configuration of a collection's body field. */
export function bodyEditorConfig(config: SanitizedConfig, collection: CollectionSlug): SanitizedServerEditorConfig {
  const fields = config.collections.find((item) => item.slug === collection)?.fields ?? []
  const field = fields.find((item) => 'name' in item && item.name === BODY_FIELD)
  const editor = field && field.type === 'richText' ? (field.editor as LexicalRichTextAdapter | undefined) : undefined
  if (!editor?.editorConfig) throw new Error(`${collection} has no rich-text body field`)
  return editor.editorConfig
}

/** Reads a linked document or upload for the HTML (ids only: the stored rich text holds no copies). */
export function populateFor(payload: Payload, req?: Partial<PayloadRequest>) {
  return async <T extends object>({ collectionSlug, id }: { collectionSlug: string; id: number | string }) => {
    try {
      const doc = await payload.findByID({
        collection: collectionSlug as CollectionSlug,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      return (doc ?? undefined) as T | undefined
    } catch {
      return undefined
    }
  }
}

/** The media document an <img src> of this site points at (`/cms-api/media/file/<name>`, any size). */
export function findMediaFor(payload: Payload, req?: Partial<PayloadRequest>): FindMedia {
  return async (src) => {
    // Generated sizes may have another extension than the original (WebP, AVIF): match them by name.
    const sizeNames = (payload.collections.media?.config.upload?.imageSizes ?? []).map((size) => size.name)
    for (const filename of mediaFileNames(src, payload.config.routes.api)) {
      const found = await payload.find({
        collection: 'media',
        where: {
          or: [
            { filename: { equals: filename } },
            ...sizeNames.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
          ],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        pagination: false,
        req,
      })
      if (found.docs[0]) return { id: found.docs[0].id }
    }
    return null
  }
}

export async function bodyToHtml(
  payload: Payload,
  body: SerializedEditorState | null | undefined,
  req?: Partial<PayloadRequest>,
) {
  return richTextToHtml(body, populateFor(payload, req))
}

export async function htmlToBody(
  payload: Payload,
  collection: CollectionSlug,
  html: string | null | undefined,
  req?: Partial<PayloadRequest>,
): Promise<SerializedEditorState> {
  return htmlToRichText(html, {
    editorConfig: bodyEditorConfig(payload.config, collection),
    findMedia: findMediaFor(payload, req),
  })
}
