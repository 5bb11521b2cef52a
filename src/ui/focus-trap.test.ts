// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { wrapTabFocus } from './focus-trap'

const SELECTOR = 'button:not([disabled])'

function dialog() {
  const container = document.createElement('div')
  container.innerHTML = '<button id="a">a</button><button id="b">b</button><button id="c" disabled>c</button>'
  document.body.appendChild(container)
  const [a, b] = Array.from(container.querySelectorAll('button'))
  return { container, a, b }
}

function tab(shiftKey = false) {
  return new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true })
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('wrapTabFocus', () => {
  it('wraps Tab from the last focusable element to the first', () => {
    const { container, a, b } = dialog()
    b.focus()
    const event = tab()
    wrapTabFocus(event, container, SELECTOR)
    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(a)
  })

  it('wraps Shift+Tab from the first focusable element to the last', () => {
    const { container, a, b } = dialog()
    a.focus()
    const event = tab(true)
    wrapTabFocus(event, container, SELECTOR)
    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(b)
  })

  it('leaves Tab alone in the middle and when nothing is focusable', () => {
    const { container, a } = dialog()
    a.focus()
    const event = tab()
    wrapTabFocus(event, container, SELECTOR)
    expect(event.defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(a)

    const empty = document.createElement('div')
    const other = tab()
    wrapTabFocus(other, empty, SELECTOR)
    expect(other.defaultPrevented).toBe(false)
  })
})
