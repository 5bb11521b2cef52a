import crypto from 'node:crypto'
import { Window } from 'happy-dom'
import { convertHTMLToLexical, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeHtml } from '@/lib/sanitize'
import { CODE_BLOCK, EXTERNAL_IMAGE_BLOCK } from './editor'

/**
 * HTML -> rich text, for bodies that arrive as HTML (the /api/services writes, the seed, older
 * scripts) and for the migration of the bodies stored before the rich-text editor.
 *
 * The HTML is first cleaned by the site's sanitiser, so only markup the pages could ever show is
 * read. Lexical's own DOM import handles headings, paragraphs, lists, quotes, links, tables and
 * inline formats; two things it has no node for are lifted out first and put back as nodes of our
 * editor: code blocks (<pre>, to the textarea code block) and images (to uploads of the media
 * library when the address is one of its files, else to the external-image block).
 *
 * Parsing uses happy-dom (Lexical's own server DOM, already installed with @lexical/headless), with
 * script evaluation and every resource load switched off: nothing is fetched or run.
 */

export type MediaMatch = { id: number | string }

/**
 * The file name an <img src> of this site names (`<api>/media/file/<name>`, relative or absolute),
 * and the name of the original when it is one of the generated sizes (`<name>-<w>x<h>.<ext>`).
 */
export function mediaFileNames(src: string, apiRoute: string): string[] {
  let pathname: string
  try {
    pathname = new URL(src, 'http://site.invalid').pathname
  } catch {
    return []
  }
  const prefix = `${apiRoute}/media/file/`
  if (!pathname.startsWith(prefix)) return []
  let name: string
  try {
    name = decodeURIComponent(pathname.slice(prefix.length))
  } catch {
    return []
  }
  if (!name || name.includes('/')) return []
  const original = name.replace(/-\d+x\d+(\.[\w]+)$/, '$1')
  return original === name ? [name] : [name, original]
}
/** Finds the media-library document an <img src> points at, or null. */
export type FindMedia = (src: string) => Promise<MediaMatch | null>

type Placeholder =
  | { kind: 'code'; language: string; code: string }
  | { kind: 'image'; src: string; alt: string; caption: string; media: MediaMatch | null }

const MARK_OPEN = '\uE000'
const MARK_CLOSE = '\uE001'
const MARK = new RegExp(`^${MARK_OPEN}(\\d+)${MARK_CLOSE}$`)

function newWindow(): Window {
  return new Window({
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
    },
  })
}

type El = ReturnType<Window['document']['createElement']>

function languageOf(pre: El): string {
  const code = pre.querySelector('code')
  const classes = `${pre.getAttribute('class') ?? ''} ${code?.getAttribute('class') ?? ''}`
  return /(?:^|\s)language-([\w-]+)/.exec(classes)?.[1] ?? ''
}

/** The child of <body> that holds `el`. */
function topLevel(el: El, body: El): El {
  let node = el
  while (node.parentElement && node.parentElement !== body) node = node.parentElement as unknown as El
  return node
}

function isEmptyBlock(el: El): boolean {
  return !el.textContent?.trim() && !el.querySelector('img')
}

async function liftPlaceholders(document: Window['document'], findMedia: FindMedia): Promise<Placeholder[]> {
  const body = document.body as unknown as El
  const placeholders: Placeholder[] = []
  const marker = (index: number) => {
    const p = document.createElement('p')
    p.textContent = `${MARK_OPEN}${index}${MARK_CLOSE}`
    return p as unknown as El
  }

  // The editor's links need an address (the sanitiser leaves <a> without one when it drops a
  // javascript: link) and refuse spaces: keep the text of the first, close up the second.
  for (const link of Array.from(body.querySelectorAll('a')) as El[]) {
    const href = link.getAttribute('href')?.trim() ?? ''
    if (!href) link.replaceWith(...Array.from(link.childNodes))
    else if (/\s/.test(href))
      link.setAttribute('href', /^tel:/i.test(href) ? href.replace(/\s+/g, '') : href.replace(/\s/g, '%20'))
  }

  for (const pre of Array.from(body.querySelectorAll('pre')) as El[]) {
    if (!pre.isConnected || pre.parentElement?.closest('pre')) continue
    const code = pre.textContent ?? ''
    if (!code.trim()) {
      pre.remove()
      continue
    }
    if (pre.parentElement === body) {
      placeholders.push({ kind: 'code', language: languageOf(pre), code: code.replace(/\n$/, '') })
      pre.replaceWith(marker(placeholders.length - 1))
    } else {
      // Inside a list, quote or table cell a block cannot stand: keep the code as inline code.
      const inline = document.createElement('code')
      inline.textContent = code
      pre.replaceWith(inline)
    }
  }

  for (const img of Array.from(body.querySelectorAll('img')) as El[]) {
    const src = img.getAttribute('src') ?? ''
    const figureEl = img.closest('figure') as unknown as El | null
    const caption = figureEl?.querySelector('figcaption')?.textContent?.trim() ?? ''
    const alt = img.getAttribute('alt') ?? ''
    const media = src ? await findMedia(src) : null
    placeholders.push({ kind: 'image', src, alt, caption, media })
    const top = topLevel(img, body)
    top.after(marker(placeholders.length - 1))
    if (figureEl) figureEl.querySelector('figcaption')?.remove()
    img.remove()
    if (figureEl && isEmptyBlock(figureEl)) figureEl.remove()
    if (top.isConnected && top !== figureEl && isEmptyBlock(top)) top.remove()
  }
  return placeholders
}

const newId = () => crypto.randomBytes(12).toString('hex')

function nodeFor(placeholder: Placeholder): SerializedLexicalNode | null {
  if (placeholder.kind === 'code') {
    return {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: newId(),
        blockName: '',
        blockType: CODE_BLOCK,
        language: placeholder.language,
        code: placeholder.code,
      },
    } as SerializedLexicalNode
  }
  if (placeholder.media) {
    return {
      type: 'upload',
      version: 3,
      format: '',
      id: newId(),
      relationTo: 'media',
      value: placeholder.media.id,
      fields: { alt: placeholder.alt, caption: placeholder.caption },
    } as SerializedLexicalNode
  }
  if (/^https?:\/\//i.test(placeholder.src)) {
    return {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: newId(),
        blockName: '',
        blockType: EXTERNAL_IMAGE_BLOCK,
        url: placeholder.src,
        alt: placeholder.alt || '图片',
        caption: placeholder.caption,
      },
    } as SerializedLexicalNode
  }
  return null // an image with no usable address (the sanitiser would already have dropped it)
}

type WithChildren = SerializedLexicalNode & { children?: SerializedLexicalNode[]; text?: string }

/** Puts the lifted nodes back where their marker paragraphs stand. */
function restore(node: WithChildren, placeholders: Placeholder[]): void {
  if (!node.children) return
  const children: SerializedLexicalNode[] = []
  for (const child of node.children as WithChildren[]) {
    const only = child.type === 'paragraph' && child.children?.length === 1 ? (child.children[0] as WithChildren) : null
    const match = only?.type === 'text' && only.text ? MARK.exec(only.text) : null
    if (match) {
      const replacement = nodeFor(placeholders[Number(match[1])]!)
      if (replacement) children.push(replacement)
      continue
    }
    restore(child, placeholders)
    children.push(child)
  }
  node.children = children
}

export async function htmlToRichText(
  html: string | null | undefined,
  { editorConfig, findMedia }: { editorConfig: SanitizedServerEditorConfig; findMedia: FindMedia },
): Promise<SerializedEditorState> {
  const window = newWindow()
  try {
    window.document.body.innerHTML = sanitizeHtml(html)
    const placeholders = await liftPlaceholders(window.document, findMedia)
    // Lexical's converter asks for a JSDOM-like class (`new Dom(html).window.document`): hand it
    // the document already prepared above.
    class PreparedDom {
      window = window
    }
    const state = convertHTMLToLexical({
      editorConfig,
      html: '',
      JSDOM: PreparedDom as never,
    }) as SerializedEditorState
    restore(state.root as unknown as WithChildren, placeholders)
    return state
  } finally {
    await window.happyDOM.close()
  }
}
