'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { ChevronIcon } from './ChevronIcon'
import { useGoToServices } from './go-to-services'
import { isActive, nextDropdownState, type ActiveRule, type DropdownEvent, type DropdownState } from './nav-state'
import { navClass } from './nav-tones'

/**
 * A desktop menu under a label button: it opens on hover and while focus is inside (so keyboard
 * users reach the links by tabbing), and a click on the label opens or closes it (nav-state's
 * `nextDropdownState`); Escape, a click outside and choosing an entry close it. The list itself is
 * server-rendered children. With `scrollsToServices` (服务) the list starts with 核心学术服务,
 * which scrolls to the home page's services section, what the label itself did before.
 */
export function NavDropdown({
  label,
  active,
  scrollsToServices = false,
  children,
}: {
  label: string
  active: ActiveRule
  scrollsToServices?: boolean
  children: ReactNode
}) {
  const [state, setState] = useState<DropdownState>('closed')
  const open = state !== 'closed'
  const send = useCallback((event: DropdownEvent) => setState((current) => nextDropdownState(current, event)), [])
  const rootRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const current = isActive(usePathname(), active)
  const goToServices = useGoToServices()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send('escape')
    }
    // A touch or click anywhere else (a tablet has no hover to leave by).
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) send('outsidePress')
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, send])

  // Choosing an entry closes the list (the link navigates on its own).
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href], button')) send('choose')
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      data-nav-dropdown={label}
      onMouseEnter={() => send('pointerEnter')}
      onMouseLeave={() => send('pointerLeave')}
      onFocus={() => send('focusIn')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send('focusOut')
      }}
    >
      <button
        type="button"
        className={navClass('desktop', current)}
        aria-expanded={open}
        aria-controls={panelId}
        // detail is 0 for a click made with Enter or Space.
        onClick={(event) => send(event.detail > 0 ? 'pointerClick' : 'keyClick')}
      >
        {label}
        <ChevronIcon open={open} className="h-4 w-4" />
      </button>
      {/* Clicks are only observed here (the links and buttons inside do the work), so no key handler is needed. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div id={panelId} hidden={!open} className="nav-drop-panel" onClick={closeOnChoice}>
        <div className="nav-drop-list">
          {scrollsToServices && (
            <button
              type="button"
              onClick={goToServices}
              className="block w-full whitespace-nowrap px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              核心学术服务
            </button>
          )}
          {children}
        </div>
      </div>
    </div>
  )
}
