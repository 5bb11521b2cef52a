import { Window } from 'happy-dom'

/** What of an HTML body must survive a conversion: its text and the structure the sanitiser allows. */
export type Outline = {
  text: string
  tags: Record<string, number>
  links: string[]
  images: { src: string; alt: string }[]
  code: { language: string; text: string }[]
}

const STRUCTURE: Record<string, string> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  blockquote: 'blockquote',
  pre: 'pre',
  table: 'table',
  tr: 'tr',
  th: 'th',
  td: 'td',
  img: 'img',
  a: 'a',
  hr: 'hr',
  br: 'br',
  sub: 'sub',
  sup: 'sup',
  u: 'u',
  s: 's',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  figcaption: 'figcaption',
}

export function outline(html: string): Outline {
  const window = new Window()
  try {
    const document = window.document
    document.body.innerHTML = html
    const tags: Record<string, number> = {}
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const tag = STRUCTURE[element.tagName.toLowerCase()]
      // Inline code counts apart from the code of code blocks.
      if (element.tagName === 'CODE' && element.parentElement?.tagName !== 'PRE') tags.code = (tags.code ?? 0) + 1
      if (tag) tags[tag] = (tags[tag] ?? 0) + 1
    }
    return {
      text: (document.body.textContent ?? '').replace(/\s+/g, ''),
      tags,
      links: Array.from(document.body.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? ''),
      images: Array.from(document.body.querySelectorAll('img')).map((img) => ({
        src: img.getAttribute('src') ?? '',
        alt: img.getAttribute('alt') ?? '',
      })),
      code: Array.from(document.body.querySelectorAll('pre')).map((pre) => ({
        language: /language-([\w-]+)/.exec(`${pre.className} ${pre.querySelector('code')?.className ?? ''}`)?.[1] ?? '',
        text: (pre.textContent ?? '').replace(/\n$/, ''),
      })),
    }
  } finally {
    void window.happyDOM.close()
  }
}
