'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { isActive, type ActiveRule } from './nav-state'
import { navClass, type NavTone } from './nav-tones'
import { PageLink } from '@/features/shell/components/PageLink'

/**
 * A header link that knows whether it is the current page (the layout does not re-render on
 * navigation, so the path is read in the browser). `fullPage` renders a plain <a> (关于我们).
 */
export function NavLink({
  href,
  active,
  tone,
  fullPage = false,
  children,
}: {
  href: string
  active: ActiveRule
  tone: NavTone
  fullPage?: boolean
  children: ReactNode
}) {
  const current = isActive(usePathname(), active)
  const classes = navClass(tone, current)
  if (fullPage) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <PageLink href={href} className={classes} aria-current={current ? 'page' : undefined}>
      {children}
    </PageLink>
  )
}
