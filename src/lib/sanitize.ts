import sanitize from 'sanitize-html'

/**
 * Cleans staff-written HTML (news articles, case studies) before it is rendered. Keeps ordinary
 * article markup, images, tables and code blocks; drops scripts, styles, frames, forms, event
 * handler attributes and javascript:/data: links. Links open safely (rel="noopener noreferrer").
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'blockquote',
    'figure',
    'figcaption',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'cite',
    'q',
    'a',
    'img',
    'pre',
    'code',
    'kbd',
    'samp',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    pre: ['class', 'tabindex'],
    span: ['class'],
    table: ['tabindex'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    abbr: ['title'],
  },
  allowedClasses: {
    code: [/^language-[\w-]+$/],
    pre: [/^language-[\w-]+$/],
    span: [/^token$/, /^hljs[\w-]*$/],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped entirely, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs }
      if (attributes.target && attributes.target !== '_blank') delete attributes.target
      attributes.rel = 'noopener noreferrer'
      return { tagName, attribs: attributes }
    },
    // Code blocks and tables scroll sideways on phones: keyboard users need to be able to focus them.
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, options)
}

/** Typography for sanitised article HTML (no typography plugin: element styles via arbitrary variants). */
export const sanitizedHtmlClass = [
  'text-base leading-8 text-slate-700 break-words',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-4',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100',
  '[&_code]:font-mono [&_code]:text-[0.9em] [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_table]:my-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ')
