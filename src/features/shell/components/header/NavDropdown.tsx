'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { ChevronIcon } from './ChevronIcon'
import { useGoToServices } from './go-to-services'
import { isActive, type ActiveRule } from './nav-state'
import { navClass } from './nav-tones'

/**
 * Opens on hover and while focus is inside, so keyboard users reach the links by tabbing; Escape
 * closes it. With `scrollsToServices` the label does its own thing (服务 scrolls to the services
 * section); without it the label toggles the list. The list itself is server-rendered children.
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
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const current = isActive(usePathname(), active)
  const goToServices = useGoToServices()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div
      className="relative"
      data-nav-dropdown={label}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        className={navClass('desktop', current)}
        aria-expanded={scrollsToServices ? undefined : open}
        aria-controls={scrollsToServices ? undefined : panelId}
        onClick={(event) => {
          if (scrollsToServices) {
            setOpen(false)
            goToServices()
          } else if (event.detail > 0) {
            // A pointer click: hovering has already opened the list, so keep it open.
            setOpen(true)
          } else {
            setOpen((value) => !value)
          }
        }}
      >
        {label}
        <ChevronIcon open={open} className="h-4 w-4" />
      </button>
      <div id={panelId} hidden={!open} className="nav-drop-panel">
        <div className="nav-drop-list">{children}</div>
      </div>
    </div>
  )
}
