'use client'
import { useEffect, type ReactNode } from 'react'
import { chineseFor } from '@/cms/admin/shell/admin-english'

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'] as const
/** Elements whose text is code or a value typed in, not wording. */
const TEXT_NOT_WORDING = new Set(['SCRIPT', 'STYLE', 'TEXTAREA'])

/**
 * What staff write is never touched: the rich-text body, list cells, a document's title in its
 * header and the breadcrumbs, chosen values of relationship and select fields.
 */
const STAFF_CONTENT =
  '[contenteditable="true"], td[class^="cell-"], .doc-header, .step-nav, .rs__single-value, .rs__multi-value'
const isStaffContent = (element: Element | null) => Boolean(element?.closest(STAFF_CONTENT))

/** A field's name or an element's id where a label belongs: `is_active`, `schedule-publish-7`. */
const CODE = /^[a-z][a-z0-9]*([_-][a-z0-9]+)+$|^[a-z]+$/

/** What a code-named control or dialog is called on screen: its label, or its heading. */
function nameOnScreen(element: Element): string | undefined {
  if (element.tagName === 'DIALOG' || element.getAttribute('role') === 'dialog') {
    return element.querySelector('h1, h2, h3')?.textContent?.trim() || undefined
  }
  const id = element.getAttribute('id')
  const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null
  return label?.textContent?.replace(/\*\s*$/, '').trim() || undefined
}

/** The list's page arrows are buttons with an icon only: named for screen readers. */
function namePageArrow(element: Element): void {
  if (!element.classList.contains('clickable-arrow') || element.hasAttribute('aria-label')) return
  element.setAttribute('aria-label', element.classList.contains('clickable-arrow--left') ? '上一页' : '下一页')
}

function translateAttributes(element: Element): void {
  namePageArrow(element)
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name)
    if (value === null) continue
    const chinese = chineseFor(value) ?? (CODE.test(value) ? nameOnScreen(element) : undefined)
    if (chinese && chinese !== value) element.setAttribute(name, chinese)
  }
}

/** An element whose own text is one of the English strings, possibly split over several text nodes. */
function translateText(element: Element): void {
  const texts = Array.from(element.childNodes).filter((node): node is Text => node.nodeType === Node.TEXT_NODE)
  if (texts.length === 0) return
  const chinese = chineseFor(texts.map((node) => node.data).join(''))
  if (!chinese) return
  texts.forEach((node, index) => (node.data = index === 0 ? chinese : ''))
}

function translate(root: Element): void {
  if (isStaffContent(root)) return
  const elements = [root, ...Array.from(root.querySelectorAll('*'))]
  for (const element of elements) {
    if (element !== root && isStaffContent(element)) continue
    try {
      translateAttributes(element)
      if (!TEXT_NOT_WORDING.has(element.tagName)) translateText(element)
    } catch {
      // One element that cannot be changed leaves the rest to be translated.
    }
  }
}

/**
 * Chinese for the few strings Payload's admin and its rich-text editor (3.90.1) write in English in
 * their code, with no translation key (admin-english.ts lists them): visible words and the labels
 * screen readers read. Mounted once around the admin (payload.config.ts `admin.components.providers`);
 * it rewrites those exact strings as they appear, and nothing staff wrote.
 */
export function AdminWording({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    // Once more after the first frame: parts of the page hydrate after this provider's effect.
    const frame = requestAnimationFrame(() => {
      translate(document.body)
      // For the admin language test (tests/e2e/admin-language.spec.ts): the screen is translated.
      document.documentElement.dataset.adminWording = 'ready'
    })
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') {
          for (const node of Array.from(record.addedNodes)) {
            if (node.nodeType === Node.ELEMENT_NODE) translate(node as Element)
            else if (node.parentElement && !isStaffContent(node.parentElement)) translateText(node.parentElement)
          }
        } else if (record.type === 'characterData') {
          const parent = record.target.parentElement
          if (parent && !isStaffContent(parent)) translateText(parent)
        } else if (record.target instanceof Element && !isStaffContent(record.target)) {
          translateAttributes(record.target)
        }
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...ATTRIBUTES],
    })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      delete document.documentElement.dataset.adminWording
    }
  }, [])
  return <>{children}</>
}
