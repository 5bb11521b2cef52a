import { BrandMark } from '@/ui/BrandMark'
import { buttonClass } from '@/ui/button-class'
import { NewsletterForm } from './NewsletterForm'
import { PageLink } from './PageLink'
import { SocialChannels, type SocialChannel } from './SocialChannels'
import { POLICY_LINKS, SERVICE_HUB_LINKS, USEFUL_LINKS } from '@/features/shell/navigation'

type Props = {
  brandName: string
  /** Staff-managed service menu (the 服务菜单 collection): the footer's way into every service page. */
  serviceLinks: { label: string; href: string }[]
  intro: string
  socialChannels: SocialChannel[]
  /** ICP 备案号 and 公安备案号 (站点设置), shown at the bottom; absent ones are left out. */
  filings: { icp: string | null; police: { number: string; url: string | null } | null }
}

/** The MIIT's filing query site, where every ICP number is looked up. */
export const ICP_FILING_SITE = 'https://beian.miit.gov.cn/'

/**
 * The © year: the current year in China time (the company's), not a year fixed in code. The footer
 * is part of cached pages, so it turns over within the page cache's hour after New Year.
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(now))
}

export function SiteFooter({ brandName, serviceLinks, intro, socialChannels, filings }: Props) {
  const year = copyrightYear()
  return (
    <footer className="bg-slate-900 text-slate-300" aria-labelledby="site-footer-heading">
      <h2 id="site-footer-heading" className="sr-only">
        网站页脚
      </h2>
      <div className="footer-main">
        <div className="space-y-5 md:col-span-5 lg:col-span-4">
          <PageLink href="/" className="inline-flex items-center gap-2 rounded-md">
            <BrandMark />
            <span className="text-lg font-bold text-white">{brandName}</span>
          </PageLink>
          {intro && <p className="text-sm leading-7 text-slate-300">{intro}</p>}
          <SocialChannels channels={socialChannels} />
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-7 lg:col-span-5">
          <FooterLinks title="热门服务" links={[...serviceLinks, ...SERVICE_HUB_LINKS]} wide />
          <FooterLinks title="实用链接" links={USEFUL_LINKS} />
          <FooterLinks title="政策条款" links={POLICY_LINKS} />
        </div>

        {/* The footer's form is desktop-only (spec); phones get a link to the same form on /newsletter. */}
        <div className="md:col-span-12 lg:col-span-3">
          <h3 className="footer-heading">订阅学术资讯</h3>
          <p className="mb-4 mt-2 text-sm leading-6 text-slate-300">
            定期获取科研新闻、学术资源与服务动态，不错过每一次学术机会。
          </p>
          <div className="hidden md:block" data-newsletter>
            <NewsletterForm />
          </div>
          <PageLink href="/newsletter" className={buttonClass({ className: 'md:hidden' })} data-newsletter-link>
            订阅学术资讯
          </PageLink>
        </div>
      </div>

      {/* The fixed back-to-top button sits over the page's bottom-right corner: the filings keep
          clear of it sideways (centred between equal margins on phones) rather than below it. */}
      <div className="border-t border-slate-800">
        <div className="footer-bottom">
          <p>
            © {year} {brandName} 版权所有
          </p>
          {(filings.icp || filings.police) && (
            <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 md:justify-start" data-testid="filings">
              {filings.icp && (
                <a href={ICP_FILING_SITE} target="_blank" rel="noopener noreferrer" className="filing-link">
                  {filings.icp}
                </a>
              )}
              {filings.police &&
                (filings.police.url ? (
                  <a href={filings.police.url} target="_blank" rel="noopener noreferrer" className="filing-link">
                    {filings.police.number}
                  </a>
                ) : (
                  <span className="filing-link">{filings.police.number}</span>
                ))}
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({
  title,
  links,
  wide = false,
}: {
  title: string
  links: readonly { label: string; href: string }[]
  /** A long list: on phones it spans the footer's width in two columns instead of one tall one. */
  wide?: boolean
}) {
  return (
    <nav aria-label={title} className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <h3 className="footer-heading">{title}</h3>
      <ul className={wide ? 'footer-links footer-links-wide' : 'footer-links'}>
        {links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href}>{link.label}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
