import type { Metadata } from 'next'
import Link from 'next/link'
import { pageMetadata } from '@/lib/seo'
import { NewsletterPageForm } from '@/features/shell/components/NewsletterPageForm'

export const metadata: Metadata = pageMetadata({
  title: '订阅学术资讯',
  description: '留下邮箱，定期获取科研新闻、学术资源与服务动态。确认邮件中的链接后开始订阅，可随时退订。',
  path: '/newsletter',
})

/**
 * The newsletter sign-up on its own page: the footer's form is desktop-only (spec), so phones come
 * here from the footer's 订阅学术资讯 link. The same form and POST /api/newsletter as the footer's.
 */
export default function NewsletterPage() {
  return (
    <main className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">订阅学术资讯</h1>
        <p className="mt-3 text-[15px] leading-7 text-slate-700">
          定期获取科研新闻、学术资源与服务动态，不错过每一次学术机会。
        </p>
        <div className="mt-6">
          <NewsletterPageForm />
        </div>
        <p className="mt-6 text-sm leading-6 text-slate-600">
          提交后我们会向该邮箱发送一封确认邮件，点击邮件中的链接即可完成订阅；确认后可随时通过邮件中的链接退订。我们仅用您的邮箱发送学术资讯，详见
          <Link href="/privacy" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
            《隐私政策》
          </Link>
          。
        </p>
      </div>
    </main>
  )
}
