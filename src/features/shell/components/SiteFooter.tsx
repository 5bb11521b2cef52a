import Link from 'next/link'
import { BrandMark } from './BrandMark'
import { NewsletterForm } from './NewsletterForm'
import { SocialChannels, type SocialChannel } from './SocialChannels'
import { POLICY_LINKS, SERVICE_HUB_LINKS, USEFUL_LINKS } from '@/features/shell/navigation'

type Props = {
  brandName: string
  /** Staff-managed service menu (the 服务菜单 collection): the footer's way into every service page. */
  serviceLinks: { label: string; href: string }[]
  intro: string
  socialChannels: SocialChannel[]
  icpNumber: string | null
}

export const COPYRIGHT_YEAR = 2025

export function SiteFooter({ brandName, serviceLinks, intro, socialChannels, icpNumber }: Props) {
  return (
    <footer className="bg-slate-900 text-slate-300" aria-labelledby="site-footer-heading">
      <h2 id="site-footer-heading" className="sr-only">
        网站页脚
      </h2>
      <div className="footer-main">
        <div className="space-y-5 md:col-span-5 lg:col-span-4">
          <Link href="/" className="inline-flex items-center gap-2 rounded-md">
            <BrandMark />
            <span className="text-lg font-bold text-white">{brandName}</span>
          </Link>
          {intro && <p className="text-sm leading-7 text-slate-300">{intro}</p>}
          <SocialChannels channels={socialChannels} />
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-7 lg:col-span-5">
          <FooterLinks title="热门服务" links={[...serviceLinks, ...SERVICE_HUB_LINKS]} />
          <FooterLinks title="实用链接" links={USEFUL_LINKS} />
          <FooterLinks title="政策条款" links={POLICY_LINKS} />
        </div>

        {/* The newsletter is a desktop feature (spec). */}
        <div className="hidden md:col-span-12 md:block lg:col-span-3" data-newsletter>
          <h3 className="footer-heading">订阅学术资讯</h3>
          <p className="mb-4 mt-2 text-sm leading-6 text-slate-300">
            定期获取科研新闻、学术资源与服务动态，不错过每一次学术机会。
          </p>
          <NewsletterForm />
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="footer-bottom">
          <p>
            © {COPYRIGHT_YEAR} {brandName} 版权所有
          </p>
          {icpNumber && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" className="hover:text-white">
              {icpNumber}
            </a>
          )}
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h3 className="footer-heading">{title}</h3>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
