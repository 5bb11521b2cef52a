import Link from 'next/link'
import type { ReactNode } from 'react'
import { RESOURCE_LINKS, categoryHref, type NavCategory } from '@/features/shell/navigation'
import { BrandMark } from '@/ui/BrandMark'
import { HeaderBar } from './header/HeaderBar'
import { MobileGroup, MobileMenu, ServicesScrollButton } from './header/MobileMenu'
import { NavDropdown } from './header/NavDropdown'
import { NavLink } from './header/NavLink'
import { PageLink } from './PageLink'
import { SiteSearch } from './header/SiteSearch'
import { CASES_ACTIVE, RESOURCES_ACTIVE, SERVICES_ACTIVE } from './header/nav-state'

type Props = {
  brandName: string
  categories: NavCategory[]
  /** Full-page target of the header's 关于我们 (site settings' about_url, else /about). */
  aboutHref: string
  /** The sign-in state for the desktop bar (the page composes it: the shell knows no accounts). */
  accountSlot: ReactNode
  /** The same for the bottom of the phone menu, stacked. */
  mobileAccountSlot: ReactNode
}

/**
 * The site header, rendered on the server. Client islands: the scroll shadow (HeaderBar), the
 * current-page marks (NavLink), the two dropdowns, the search box, the phone menu and the account slot.
 */
export function SiteHeader({ brandName, categories, aboutHref, accountSlot, mobileAccountSlot }: Props) {
  return (
    <HeaderBar>
      <div className="header-inner">
        <PageLink href="/" className="flex min-w-0 items-center gap-2 rounded-md" aria-label={`${brandName} 首页`}>
          <BrandMark />
          <span className="header-brand">{brandName}</span>
        </PageLink>

        <nav aria-label="主导航" className="hidden items-center md:flex">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <li>
              <NavLink href="/" active={{ exact: '/' }} tone="desktop">
                首页
              </NavLink>
            </li>
            <li>
              <NavDropdown label="服务" scrollsToServices active={SERVICES_ACTIVE}>
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
              <NavLink href="/cases" active={CASES_ACTIVE} tone="desktop">
                成功案例
              </NavLink>
            </li>
            <li>
              <NavDropdown label="学术资源" active={RESOURCES_ACTIVE}>
                {RESOURCE_LINKS.map((link) => (
                  <DropdownLink key={link.href} href={link.href}>
                    {link.label}
                  </DropdownLink>
                ))}
              </NavDropdown>
            </li>
            <li>
              {/* A full-page jump, as the spec asks of the header's About. */}
              <NavLink href={aboutHref} fullPage active={{ exact: '/about' }} tone="desktop">
                关于我们
              </NavLink>
            </li>
            <li>
              <NavLink href="/contact" active={{ exact: '/contact' }} tone="desktop">
                联系我们
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {/* A plain GET form to /search; with JavaScript it suggests results as one types. */}
          <div className="w-32 lg:w-44">
            <SiteSearch variant="header" label="站内搜索" />
          </div>
          {accountSlot}
        </div>

        <MobileMenu account={mobileAccountSlot}>
          <div className="mb-4">
            <SiteSearch variant="block" label="移动端搜索" />
          </div>
          <nav aria-label="移动端导航">
            <ul className="space-y-1">
              <li>
                <NavLink href="/" active={{ exact: '/' }} tone="mobile">
                  首页
                </NavLink>
              </li>
              <li>
                <MobileGroup label="服务">
                  <li>
                    <ServicesScrollButton>核心学术服务</ServicesScrollButton>
                  </li>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link href={categoryHref(category.id)}>{category.name}</Link>
                    </li>
                  ))}
                  <li>
                    <Link href="/services">全部服务</Link>
                  </li>
                </MobileGroup>
              </li>
              <li>
                <NavLink href="/cases" active={CASES_ACTIVE} tone="mobile">
                  成功案例
                </NavLink>
              </li>
              <li>
                <MobileGroup label="学术资源">
                  {RESOURCE_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </MobileGroup>
              </li>
              <li>
                <NavLink href={aboutHref} fullPage active={{ exact: '/about' }} tone="mobile">
                  关于我们
                </NavLink>
              </li>
              <li>
                <NavLink href="/contact" active={{ exact: '/contact' }} tone="mobile">
                  联系我们
                </NavLink>
              </li>
            </ul>
          </nav>
        </MobileMenu>
      </div>
    </HeaderBar>
  )
}

function DropdownLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href}>{children}</Link>
}
