'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The header's brand link to the home page. On the home page itself it does not prefetch: that
 * would download and parse the page the visitor is already reading (about 18 KB gzip on a phone).
 */
export function BrandLink({ label, children }: { label: string; children: ReactNode }) {
  const onHome = usePathname() === '/'
  return (
    <Link
      href="/"
      prefetch={onHome ? false : undefined}
      className="flex min-w-0 items-center gap-2 rounded-md"
      aria-label={label}
    >
      {children}
    </Link>
  )
}
