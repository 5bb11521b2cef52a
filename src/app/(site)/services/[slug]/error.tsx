'use client'

import { usePathname } from 'next/navigation'
import SiteError from '@/app/(site)/error'
import { TestServicesError } from '@/features/catalogue/components/TestServicesError'

/**
 * When the database cannot be read the route cannot tell which template (or category) the address
 * belongs to, so the screen is picked by address: the spec's two test-services addresses have
 * their own message, every other page the site's Chinese error screen.
 */
const TEST_SERVICE_PATHS = new Set(['/services/research-fengshui', '/services/test-category'])

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname()
  if (TEST_SERVICE_PATHS.has(pathname.replace(/\/$/, ''))) return <TestServicesError />
  return <SiteError error={error} reset={reset} />
}
