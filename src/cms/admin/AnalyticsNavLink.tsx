import Link from 'next/link'
import { isEmployee, type MaybeUser } from '@/cms/access'

/** 访问统计 under the admin's navigation, for everyone who works for the company. */
export function AnalyticsNavLink({ user }: { user?: unknown }) {
  if (!isEmployee(user as MaybeUser)) return null
  return (
    <Link className="nav__link" id="nav-analytics" href="/admin/analytics" prefetch={false}>
      <span className="nav__link-label">访问统计</span>
    </Link>
  )
}
