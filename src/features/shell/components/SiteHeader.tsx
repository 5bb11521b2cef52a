'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { logout, useSession } from '@/features/accounts/session-client'
import { toast } from '@/features/shell/toast'
import {
  HEADER_SHADOW_AFTER_PX,
  MOBILE_MENU_CLOSE_AFTER_PX,
  RESOURCE_LINKS,
  categoryHref,
  movedFurtherThan,
  type NavCategory,
} from '@/features/shell/navigation'
import { requestServicesScroll, scrollToCoreServices } from './services-scroll'
import { BrandMark } from './BrandMark'

type Props = {
  brandName: string
  categories: NavCategory[]
  /** Full-page target of the header's 关于我们 (site settings' about_url, else /about). */
  aboutHref: string
}

export function SiteHeader({ brandName, categories, aboutHref }: Props) {
  const pathname = usePathname()
  const router = useRouter()
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SHADOW_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  // A new page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  const goToServices = () => {
    setMenuOpen(false)
    if (pathname === '/') {
      scrollToCoreServices(0)
    } else {
      requestServicesScroll()
      router.push('/')
    }
  }

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-50 border-b bg-white transition-shadow duration-300 ${
          scrolled ? 'border-transparent shadow-lg shadow-slate-900/10' : 'border-slate-100 shadow-sm'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md" aria-label={`${brandName} 首页`}>
            <BrandMark />
            <span className="truncate text-base font-bold text-brand-900 md:text-sm lg:text-lg">{brandName}</span>
          </Link>

          <nav aria-label="主导航" className="hidden items-center md:flex">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              <li>
                <NavLink href="/" active={pathname === '/'}>
                  首页
                </NavLink>
              </li>
              <li>
                <NavDropdown
                  label="服务"
                  onLabelClick={goToServices}
                  active={pathname.startsWith('/services') || pathname.startsWith('/category-products')}
                >
                  {categories.length === 0 ? (
                    <p className="px-4 py-2 text-sm text-slate-600">暂无服务类目</p>
                  ) : (
                    categories.map((category) => (
                      <DropdownLink key={category.id} href={categoryHref(category.id)}>
                        {category.name}
                      </DropdownLink>
                    ))
                  )}
                  <div className="my-1 border-t border-slate-100" />
                  <DropdownLink href="/services">全部服务</DropdownLink>
                </NavDropdown>
              </li>
              <li>
                <NavLink href="/cases" active={pathname.startsWith('/cases')}>
                  成功案例
                </NavLink>
              </li>
              <li>
                <NavDropdown
                  label="学术资源"
                  active={pathname.startsWith('/news') || pathname.startsWith('/resources')}
                >
                  {RESOURCE_LINKS.map((link) => (
                    <DropdownLink key={link.href} href={link.href}>
                      {link.label}
                    </DropdownLink>
                  ))}
                </NavDropdown>
              </li>
              <li>
                {/* A full-page jump, as the spec asks of the header's About. */}
                <a href={aboutHref} className={navItemClass(pathname === '/about')}>
                  关于我们
                </a>
              </li>
              <li>
                <NavLink href="/contact" active={pathname === '/contact'}>
                  联系我们
                </NavLink>
              </li>
            </ul>
          </nav>

          <div className="hidden items-center gap-2 md:flex">
            <AccountActions />
          </div>

          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? '关闭菜单' : '打开菜单'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            data-mobile-menu-toggle
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </header>

      {menuOpen && (
        <MobileMenu
          categories={categories}
          aboutHref={aboutHref}
          pathname={pathname}
          onClose={closeMenu}
          onServices={goToServices}
        />
      )}
    </>
  )
}

function navItemClass(active: boolean): string {
  return `inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3 lg:text-[15px] ${
    active ? 'text-brand-700' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
  }`
}

function NavLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link href={href} className={navItemClass(active)} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  )
}

/**
 * Opens on hover and while focus is inside, so keyboard users reach the links by tabbing. With
 * `onLabelClick` the label does its own thing (服务 scrolls to the services section); without it the
 * label toggles the list.
 */
function NavDropdown({
  label,
  active,
  onLabelClick,
  children,
}: {
  label: string
  active: boolean
  onLabelClick?: () => void
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
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
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={navItemClass(active)}
        aria-expanded={onLabelClick ? undefined : open}
        aria-controls={onLabelClick ? undefined : panelId}
        onClick={(event) => {
          if (onLabelClick) {
            setOpen(false)
            onLabelClick()
          } else if (event.detail > 0) {
            // A pointer click: hovering has already opened the list, so keep it open.
            setOpen(true)
          } else {
            setOpen((value) => !value)
          }
        }}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-2">
        <div className="max-h-[70vh] min-w-48 overflow-y-auto rounded-xl border border-slate-100 bg-white py-2 shadow-xl shadow-slate-900/10">
          {children}
        </div>
      </div>
    </div>
  )
}

function DropdownLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="block whitespace-nowrap px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      {children}
    </Link>
  )
}

function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const session = useSession()
  const router = useRouter()
  const pathname = usePathname()
  const primary =
    'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700'
  const secondary =
    'inline-flex items-center justify-center rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700'

  if (session.status === 'loading') return <span className="inline-block h-9 w-16" aria-hidden="true" />

  if (session.status === 'authenticated') {
    const onLogout = async () => {
      onNavigate?.()
      await logout()
      toast.success('已退出登录')
      if (pathname.startsWith('/profile')) router.push('/')
      router.refresh()
    }
    return (
      <div className={stacked ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
        <Link href="/profile" className={secondary} onClick={onNavigate} title={session.user.email}>
          个人中心
        </Link>
        <button type="button" className={primary} onClick={onLogout}>
          退出登录
        </button>
      </div>
    )
  }

  return (
    <Link href="/login" className={`${primary} ${stacked ? 'w-full' : ''}`} onClick={onNavigate}>
      登录
    </Link>
  )
}

function MobileMenu({
  categories,
  aboutHref,
  pathname,
  onClose,
  onServices,
}: {
  categories: NavCategory[]
  aboutHref: string
  pathname: string
  onClose: () => void
  onServices: () => void
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const [servicesOpen, setServicesOpen] = useState(false)
  const [resourcesOpen, setResourcesOpen] = useState(false)

  // Closing rules from the spec: a swipe of more than 10 px outside the menu, or page scroll of
  // more than 10 px (overlay taps are handled by the overlay itself).
  useEffect(() => {
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
        onClose()
      }
    }
    const onScroll = () => {
      if (Math.abs(window.scrollY - startScroll) > MOBILE_MENU_CLOSE_AFTER_PX) onClose()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
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
  }, [onClose])

  const item = (active: boolean) =>
    `flex w-full items-center justify-between rounded-lg px-4 py-3 text-base font-medium ${
      active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'
    }`
  const subItem = 'block rounded-lg px-4 py-2.5 text-[15px] text-slate-700 hover:bg-slate-50 hover:text-brand-700'

  return (
    <>
      <div
        className="fixed inset-0 top-16 z-40 bg-slate-900/60 md:hidden"
        data-mobile-menu-overlay
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="fixed inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto rounded-b-2xl border-t border-slate-100 bg-white px-3 pb-5 pt-2 shadow-xl md:hidden"
      >
        <nav aria-label="移动端导航">
          <ul className="space-y-1">
            <li>
              <Link href="/" className={item(pathname === '/')} onClick={onClose}>
                首页
              </Link>
            </li>
            <li>
              <MobileGroup label="服务" open={servicesOpen} onToggle={() => setServicesOpen((v) => !v)}>
                <li>
                  <button type="button" className={`${subItem} w-full text-left`} onClick={onServices}>
                    核心学术服务
                  </button>
                </li>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link href={categoryHref(category.id)} className={subItem} onClick={onClose}>
                      {category.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href="/services" className={subItem} onClick={onClose}>
                    全部服务
                  </Link>
                </li>
              </MobileGroup>
            </li>
            <li>
              <Link href="/cases" className={item(pathname.startsWith('/cases'))} onClick={onClose}>
                成功案例
              </Link>
            </li>
            <li>
              <MobileGroup label="学术资源" open={resourcesOpen} onToggle={() => setResourcesOpen((v) => !v)}>
                {RESOURCE_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={subItem} onClick={onClose}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </MobileGroup>
            </li>
            <li>
              <a href={aboutHref} className={item(pathname === '/about')}>
                关于我们
              </a>
            </li>
            <li>
              <Link href="/contact" className={item(pathname === '/contact')} onClick={onClose}>
                联系我们
              </Link>
            </li>
          </ul>
        </nav>
        <div className="mt-3 border-t border-slate-100 px-1 pt-4">
          <AccountActions onNavigate={onClose} stacked />
        </div>
      </div>
    </>
  )
}

function MobileGroup({
  label,
  open,
  onToggle,
  children,
}: {
  label: string
  open: boolean
  onToggle: () => void
  children: ReactNode
}) {
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg px-4 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="mb-1 ml-3 space-y-0.5 border-l-2 border-brand-100 pl-2">
        {children}
      </ul>
    </>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
