import { describe, expect, it } from 'vitest'
import {
  CASES_ACTIVE,
  RESOURCES_ACTIVE,
  SERVICES_ACTIVE,
  isActive,
  nextDropdownState,
  type DropdownEvent,
  type DropdownState,
} from './nav-state'

describe('isActive', () => {
  it('matches exact paths exactly', () => {
    expect(isActive('/', { exact: '/' })).toBe(true)
    expect(isActive('/contact', { exact: '/' })).toBe(false)
    expect(isActive('/contact', { exact: '/contact' })).toBe(true)
    expect(isActive('/contact/x', { exact: '/contact' })).toBe(false)
  })

  it('marks the sections the header groups', () => {
    expect(isActive('/services/writing-training', SERVICES_ACTIVE)).toBe(true)
    expect(isActive('/category-products/3', SERVICES_ACTIVE)).toBe(true)
    expect(isActive('/news/some-article', RESOURCES_ACTIVE)).toBe(true)
    expect(isActive('/resources', RESOURCES_ACTIVE)).toBe(true)
    expect(isActive('/cases/abc', CASES_ACTIVE)).toBe(true)
    expect(isActive('/contact', SERVICES_ACTIVE)).toBe(false)
  })

  it('is false without a path (before hydration of a not-found page)', () => {
    expect(isActive(null, { exact: '/' })).toBe(false)
    expect(isActive(null, CASES_ACTIVE)).toBe(false)
  })
})

describe('nextDropdownState', () => {
  const run = (events: DropdownEvent[], from: DropdownState = 'closed') =>
    events.reduce<DropdownState>((state, event) => nextDropdownState(state, event), from)

  it('opens for a look on hover or focus, and closes when the pointer or focus leaves', () => {
    expect(run(['pointerEnter'])).toBe('peek')
    expect(run(['focusIn'])).toBe('peek')
    expect(run(['pointerEnter', 'pointerLeave'])).toBe('closed')
    expect(run(['focusIn', 'focusOut'])).toBe('closed')
  })

  it('a mouse click keeps the list hovering opened; the next click closes it, the one after opens it', () => {
    expect(run(['pointerEnter', 'focusIn', 'pointerClick'])).toBe('clicked')
    expect(run(['pointerEnter', 'pointerClick', 'pointerClick'])).toBe('closed')
    expect(run(['pointerEnter', 'pointerClick', 'pointerClick', 'pointerClick'])).toBe('clicked')
  })

  it('a click opens a list that was not open (a tap on a tablet, or after Escape)', () => {
    expect(run(['pointerClick'])).toBe('clicked')
    expect(run(['pointerEnter', 'escape', 'pointerClick'])).toBe('clicked')
  })

  it('Enter or Space toggles, also a list that focus opened', () => {
    expect(run(['focusIn', 'keyClick'])).toBe('closed')
    expect(run(['focusIn', 'keyClick', 'keyClick'])).toBe('clicked')
    expect(run(['keyClick'])).toBe('clicked')
  })

  it('hover or focus does not demote a list a click opened', () => {
    expect(run(['pointerEnter', 'focusIn'], 'clicked')).toBe('clicked')
  })

  it('Escape, a press outside, leaving and choosing an entry close it however it opened', () => {
    for (const from of ['peek', 'clicked'] as const) {
      for (const event of ['escape', 'outsidePress', 'pointerLeave', 'focusOut', 'choose'] as const) {
        expect(nextDropdownState(from, event), `${from} + ${event}`).toBe('closed')
      }
    }
  })
})
