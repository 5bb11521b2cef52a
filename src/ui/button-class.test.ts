import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buttonClass as namedButtonClass, type ButtonStyle } from './button-class'

// The component classes of globals.css (`.btn-primary { @apply …; }`), so the checks below see the utilities they stand for.
const css = fs.readFileSync(path.resolve(import.meta.dirname, '../app/(site)/globals.css'), 'utf8')
const components = new Map([...css.matchAll(/^\s*\.([\w-]+) \{\s*@apply ([^;]+);/gm)].map((m) => [m[1], m[2]]))
const buttonClass = (style?: ButtonStyle) =>
  namedButtonClass(style)
    .split(' ')
    .map((name) => (name === 'btn' ? name : (components.get(name) ?? name)))
    .join(' ')

describe('buttonClass', () => {
  it('defaults to the primary brand button of medium size', () => {
    const classes = buttonClass().split(' ')
    expect(classes).toEqual(
      expect.arrayContaining(['bg-brand-600', 'hover:bg-brand-700', 'text-white', 'px-5', 'py-2.5']),
    )
    expect(classes).toContain('rounded-lg')
    expect(classes).not.toContain('w-full')
  })

  it('has one colour scheme per variant', () => {
    expect(buttonClass({ variant: 'secondary' })).toContain('border-brand-600')
    expect(buttonClass({ variant: 'secondary' })).not.toContain('bg-brand-600')
    expect(buttonClass({ variant: 'neutral' })).toContain('border-slate-300')
    expect(buttonClass({ variant: 'light' })).toContain('bg-white text-brand-700')
    expect(buttonClass({ variant: 'outline-light' })).toContain('border-white/80')
  })

  it('sizes, corners, full width and layout extras', () => {
    expect(buttonClass({ size: 'xs' })).toContain('px-2 py-1.5 text-xs')
    expect(buttonClass({ size: 'sm' })).toContain('px-4 py-2 text-sm')
    expect(buttonClass({ size: 'lg' })).toContain('px-6 py-3 text-base')
    expect(buttonClass({ size: 'xl' }).split(' ')).toEqual(expect.arrayContaining(['rounded-xl', 'px-7', 'py-3.5']))
    expect(buttonClass({ pill: true }).split(' ')).toContain('rounded-full')
    expect(buttonClass({ pill: true }).split(' ')).not.toContain('rounded-lg')
    expect(buttonClass({ block: true }).split(' ')).toContain('w-full')
    expect(buttonClass({ className: 'mt-4 flex-1' }).endsWith('mt-4 flex-1')).toBe(true)
  })

  it('never leaves double or trailing spaces', () => {
    const classes = buttonClass({ variant: 'text', size: 'sm' })
    expect(classes).not.toMatch(/\s{2}|\s$/)
  })
})
