import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import './globals.css'
import { listCategories, listServiceMenu } from '@/features/catalogue/queries'
import { listContactMethods } from '@/features/contact/queries'
import { getSiteSettings, type SiteSettingsDTO } from '@/features/company/queries'
import { AccountMenu } from '@/features/accounts/components/AccountMenu'
import { SiteHeader } from '@/features/shell/components/SiteHeader'
import { SiteFooter } from '@/features/shell/components/SiteFooter'
import { SiteToaster } from '@/features/shell/components/SiteToaster'
import { ConsultFormProvider } from '@/features/contact/components/ConsultFormProvider'
import { RouteScrollManager } from '@/features/shell/components/RouteScrollManager'
import { BackToTop } from '@/features/shell/components/BackToTop'
import { ContactBar } from '@/features/shell/components/ContactBar'
import { contactBarData, type ContactBarData } from '@/features/shell/contact-bar'
import { HydrationMark } from '@/features/shell/components/HydrationMark'
import { PageViewBeacon } from '@/features/analytics/components/PageViewBeacon'
import { aboutHref } from '@/features/shell/navigation'
import { env } from '@/lib/env'
import { DEFAULT_DESCRIPTION, SITE_NAME, pageMetadata, verificationMetadata } from '@/lib/seo'
import { logError } from '@/cms/log'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

// Pages render on their first request and are served from the page cache until staff edit their
// content (tags) or an hour passes (see docs/decisions/2026-11-23-cached-pages.md).
export const revalidate = 3600

/**
 * Defaults every page refines (src/lib/seo.ts pageMetadata): the origin of canonical and share
 * URLs (SITE_URL), the title pattern, Open Graph and Twitter card tags with the site's share image,
 * and the search engines' site-verification tags from 站点设置.
 */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings().catch(() => null)
  const base = pageMetadata({ title: SITE_NAME, absoluteTitle: true, path: '/' })
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: DEFAULT_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: base.openGraph,
    twitter: base.twitter,
    ...(settings ? { verification: verificationMetadata(settings.search_verification) } : {}),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f66c4' }

/** The shell must render even when the database is unreachable: it falls back to empty menus. */
async function loadShell(): Promise<{
  categories: { id: number; name: string }[]
  serviceLinks: { label: string; href: string }[]
  settings: SiteSettingsDTO | null
  contactBar: ContactBarData
  failed: boolean
}> {
  let failed = false
  const [categories, serviceMenu, settings, contactMethods] = await Promise.all([
    listCategories().catch(async (error: unknown) => {
      await logError('[shell] categories unavailable', error)
      failed = true
      return []
    }),
    listServiceMenu().catch(async (error: unknown) => {
      await logError('[shell] service menu unavailable', error)
      failed = true
      return []
    }),
    getSiteSettings().catch(async (error: unknown) => {
      await logError('[shell] site settings unavailable', error)
      failed = true
      return null
    }),
    listContactMethods().catch(async (error: unknown) => {
      await logError('[shell] contact methods unavailable', error)
      failed = true
      return []
    }),
  ])
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    serviceLinks: serviceMenu.map(({ name, link }) => ({ label: name, href: link })),
    settings,
    contactBar: contactBarData(contactMethods),
    failed,
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { categories, serviceLinks, settings, contactBar, failed } = await loadShell()
  const brandName = settings?.brand_name ?? '科研学术服务平台'
  return (
    <html lang="zh-CN" data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="skip-link">
          跳到主要内容
        </a>
        <SiteHeader
          brandName={brandName}
          categories={categories}
          aboutHref={aboutHref(settings?.about_url)}
          accountSlot={<AccountMenu />}
          mobileAccountSlot={<AccountMenu stacked />}
        />
        {/* Each page renders its own <main>; this wrapper clears the fixed header and is the skip link's target. */}
        <div id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
          <ConsultFormProvider>{children}</ConsultFormProvider>
        </div>
        <SiteFooter
          brandName={brandName}
          serviceLinks={serviceLinks}
          intro={settings?.footer_intro ?? ''}
          socialChannels={settings?.social_channels ?? []}
          filings={{
            icp: settings?.icp_number ?? null,
            police: settings?.police_filing_number
              ? { number: settings.police_filing_number, url: settings.police_filing_url }
              : null,
          }}
        />
        <ContactBar {...contactBar} />
        {failed && <RenderFailedMark />}
        <BackToTop />
        <RouteScrollManager />
        <SiteToaster />
        <HydrationMark />
        <PageViewBeacon />
      </body>
    </html>
  )
}
