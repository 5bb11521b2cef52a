'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link of the site's shell (header and footer) that does not prefetch the page the visitor is
 * on: the home page's brand links would otherwise download and parse the home page again (about
 * 18 KB gzip on a phone), and every footer link its own page.
 */
export function PageLink({ href, ...props }: Props) {
  const here = usePathname() === href
  return <Link href={href} prefetch={here ? false : undefined} {...props} />
}
