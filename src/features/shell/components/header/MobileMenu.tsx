'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { MOBILE_MENU_CLOSE_AFTER_PX, movedFurtherThan } from '@/features/shell/navigation'
import { ChevronIcon } from './ChevronIcon'
import { useGoToServices } from './go-to-services'

/**
 * The phone menu: its toggle button, the dark overlay and the panel. The panel's navigation and
 * account links are server-rendered children; a click on any link (or on an element marked
 * `data-close-menu`) inside the panel closes it, as do a new page, Escape (focus returns to the
 * toggle; not an Escape the search box used to close its suggestions), an overlay tap, a swipe of more than 10 px outside the menu, or page scroll of more than 10 px.
 */
export function MobileMenu({ children, account }: { children: ReactNode; account: ReactNode }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const panelRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A new page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const startScroll = window.scrollY
    let touchStart: { x: number; y: number } | null = null
    const isInsideMenu = (target: EventTarget | null) =>
      target instanceof Node &&
      (panelRef.current?.contains(target) || (target instanceof Element && target.closest('[data-mobile-menu-toggle]')))

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      touchStart = touch && !isInsideMenu(event.target) ? { x: touch.clientX, y: touch.clientY } : null
    }
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (
        touchStart &&
        touch &&
        movedFurtherThan(touchStart, { x: touch.clientX, y: touch.clientY }, MOBILE_MENU_CLOSE_AFTER_PX)
      ) {
        close()
      }
    }
    const onScroll = () => {
      if (Math.abs(window.scrollY - startScroll) > MOBILE_MENU_CLOSE_AFTER_PX) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape already handled inside the menu (the search box closing its suggestions) stays there.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      close()
      toggleRef.current?.focus()
    }
    document.addEventListener('touchstart', onTouchStart, { passive: true })
    document.addEventListener('touchmove', onTouchMove, { passive: true })
    window.addEventListener('scroll', onScroll, { passive: true })
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('touchstart', onTouchStart)
      document.removeEventListener('touchmove', onTouchMove)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  const closeOnNavigation = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href], [data-close-menu]')) close()
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-label={open ? '关闭菜单' : '打开菜单'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-mobile-menu-toggle
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </button>
      {open && (
        <>
          <div
            className="fixed inset-0 top-16 z-40 bg-slate-900/60 md:hidden"
            data-mobile-menu-overlay
            aria-hidden="true"
            onClick={close}
          />
          {/* Clicks are only observed here (links and buttons inside do the work), so no key handler is needed. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            ref={panelRef}
            id="mobile-menu"
            className="fixed inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto rounded-b-2xl border-t border-slate-100 bg-white px-3 pb-5 pt-2 shadow-xl md:hidden"
            onClick={closeOnNavigation}
          >
            {children}
            <div className="mt-3 border-t border-slate-100 px-1 pt-4">{account}</div>
          </div>
        </>
      )}
    </>
  )
}

/** A collapsible group of the phone menu (服务, 学术资源); its links are server-rendered children. */
export function MobileGroup({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg px-4 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronIcon open={open} className="h-5 w-5 text-slate-500" />
      </button>
      <ul id={listId} hidden={!open} className="mobile-sub mb-1 ml-3 space-y-0.5 border-l-2 border-brand-100 pl-2">
        {children}
      </ul>
    </>
  )
}

/** 核心学术服务 in the phone menu: closes the menu and scrolls to the home page's services. */
export function ServicesScrollButton({ children }: { children: ReactNode }) {
  const goToServices = useGoToServices()
  return (
    <button type="button" data-close-menu onClick={goToServices}>
      {children}
    </button>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="i-line h-6 w-6">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
