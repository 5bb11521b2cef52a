import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { HTMLConvertersAsync } from '@payloadcms/richtext-lexical/html-async'
import type { SerializedBlockNode, SerializedLinkNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTMLAsync, defaultHTMLConvertersAsync } from '@payloadcms/richtext-lexical/html-async'
import { sanitizeHtml } from '@/lib/sanitize'
import { CODE_BLOCK, EXTERNAL_IMAGE_BLOCK, linkTargets, type LinkTarget, type LinkedDoc } from './editor'

type HTMLPopulateFn = NonNullable<Parameters<typeof convertLexicalToHTMLAsync>[0]['populate']>

/**
 * Rich text -> the HTML the pages and the API return. Runs on the server when a body is saved
 * (body-field.ts), never per request. The output is sanitised with the site's one policy
 * (lib/sanitize.ts), and the converters below write only markup that policy keeps: no inline
 * styles, no class names it would strip.
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Lexical's text format bits (lexical/utils/nodeFormat).
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 }

type MediaDoc = {
  id: number | string
  url?: string | null
  alt?: string | null
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
}

type CodeBlockFields = { blockType: typeof CODE_BLOCK; language?: string | null; code?: string | null }
type ExternalImageFields = {
  blockType: typeof EXTERNAL_IMAGE_BLOCK
  url?: string | null
  alt?: string | null
  caption?: string | null
}

function figure(img: string, caption: string | null | undefined): string {
  const text = caption?.trim()
  return `<figure>${img}${text ? `<figcaption>${escapeHtml(text)}</figcaption>` : ''}</figure>`
}

/** Public address of an internal link's document, or '#' when it is gone. */
async function internalHref(node: SerializedLinkNode, populate?: HTMLPopulateFn): Promise<string> {
  const doc = node.fields.doc
  if (!doc) return '#'
  const relationTo = doc.relationTo as string
  const toHref = linkTargets[relationTo as LinkTarget]
  if (!toHref) return '#'
  // Read afresh by id when possible: a populated copy may carry an old slug.
  const embedded = doc.value && typeof doc.value === 'object' ? (doc.value as unknown as LinkedDoc) : undefined
  const id = embedded ? embedded.id : (doc.value as number | string | null | undefined)
  let linked: LinkedDoc | undefined = embedded
  if (id != null && populate) linked = (await populate<LinkedDoc>({ collectionSlug: relationTo, id })) ?? embedded
  return (linked && toHref(linked)) || '#'
}

const converters: HTMLConvertersAsync = {
  ...defaultHTMLConvertersAsync,
  text: ({ node }) => {
    let html = escapeHtml(node.text)
    const format = node.format
    if (format & FORMAT.code) html = `<code>${html}</code>`
    if (format & FORMAT.subscript) html = `<sub>${html}</sub>`
    if (format & FORMAT.superscript) html = `<sup>${html}</sup>`
    if (format & FORMAT.underline) html = `<u>${html}</u>`
    if (format & FORMAT.strikethrough) html = `<s>${html}</s>`
    if (format & FORMAT.italic) html = `<em>${html}</em>`
    if (format & FORMAT.bold) html = `<strong>${html}</strong>`
    return html
  },
  list: async ({ node, nodesToHTML }) => {
    const tag = node.tag === 'ol' ? 'ol' : 'ul'
    const start = tag === 'ol' && node.start && node.start !== 1 ? ` start="${Number(node.start)}"` : ''
    // Lexical keeps a nested list in an item of its own; HTML nests it in the item before it.
    const items: string[] = []
    for (const item of node.children as Array<{ children?: Array<{ type: string }> }>) {
      const inner = (await nodesToHTML({ nodes: (item.children ?? []) as never[], parent: node as never })).join('')
      const nestedOnly = item.children?.length && item.children.every((child) => child.type === 'list')
      if (nestedOnly && items.length) items[items.length - 1] += inner
      else items.push(inner)
    }
    return `<${tag}${start}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`
  },
  link: async ({ node, nodesToHTML, populate }) => {
    const children = (await nodesToHTML({ nodes: node.children })).join('')
    const href = node.fields.linkType === 'internal' ? await internalHref(node, populate) : (node.fields.url ?? '')
    const target = node.fields.newTab ? ' target="_blank"' : ''
    return `<a href="${escapeHtml(href)}"${target}>${children}</a>`
  },
  autolink: async ({ node, nodesToHTML }) => {
    const children = (await nodesToHTML({ nodes: node.children })).join('')
    return `<a href="${escapeHtml(node.fields.url ?? '')}">${children}</a>`
  },
  upload: async ({ node, populate }) => {
    const upload = node as SerializedUploadNode
    let doc: MediaDoc | undefined
    if (upload.value && typeof upload.value === 'object') doc = upload.value as unknown as MediaDoc
    else if (upload.value != null && populate)
      doc = await populate<MediaDoc>({ collectionSlug: upload.relationTo, id: upload.value as number | string })
    if (!doc?.url) return ''
    const fields = (upload.fields ?? {}) as { alt?: string | null; caption?: string | null }
    if (!doc.mimeType?.startsWith('image/')) {
      return `<p><a href="${escapeHtml(doc.url)}">${escapeHtml(fields.caption || doc.filename || doc.url)}</a></p>`
    }
    const alt = fields.alt?.trim() || doc.alt || ''
    const size = doc.width && doc.height ? ` width="${doc.width}" height="${doc.height}"` : ''
    return figure(`<img src="${escapeHtml(doc.url)}" alt="${escapeHtml(alt)}"${size}>`, fields.caption)
  },
  table: async ({ node, nodesToHTML }) =>
    `<table><tbody>${(await nodesToHTML({ nodes: node.children })).join('')}</tbody></table>`,
  tablerow: async ({ node, nodesToHTML }) => `<tr>${(await nodesToHTML({ nodes: node.children })).join('')}</tr>`,
  tablecell: async ({ node, nodesToHTML }) => {
    const tag = node.headerState > 0 ? 'th' : 'td'
    const span =
      (node.colSpan && node.colSpan > 1 ? ` colspan="${node.colSpan}"` : '') +
      (node.rowSpan && node.rowSpan > 1 ? ` rowspan="${node.rowSpan}"` : '')
    // A cell holding one paragraph is written without it: <td>text</td>, as tables usually are.
    const children = node.children as Array<{ type: string; children?: unknown[] }>
    const nodes = children.length === 1 && children[0]!.type === 'paragraph' ? (children[0]!.children ?? []) : children
    return `<${tag}${span}>${(await nodesToHTML({ nodes: nodes as never[] })).join('')}</${tag}>`
  },
  blocks: {
    [CODE_BLOCK]: ({ node: block }) => {
      const node = block as SerializedBlockNode<CodeBlockFields>
      const language = node.fields.language?.trim()
      const cls = language && /^[\w-]+$/.test(language) ? ` class="language-${language}"` : ''
      return `<pre${cls}><code${cls}>${escapeHtml(node.fields.code ?? '')}</code></pre>`
    },
    [EXTERNAL_IMAGE_BLOCK]: ({ node: block }) => {
      const node = block as SerializedBlockNode<ExternalImageFields>
      const url = node.fields.url ?? ''
      if (!/^https?:\/\//i.test(url)) return ''
      return figure(`<img src="${escapeHtml(url)}" alt="${escapeHtml(node.fields.alt ?? '')}">`, node.fields.caption)
    },
  },
}

/** Sanitised HTML of a rich-text body; '' for an empty one. */
export async function richTextToHtml(
  data: SerializedEditorState | null | undefined,
  populate?: HTMLPopulateFn,
): Promise<string> {
  if (!data?.root) return ''
  const html = await convertLexicalToHTMLAsync({
    data,
    converters,
    populate,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
  return sanitizeHtml(html)
}
