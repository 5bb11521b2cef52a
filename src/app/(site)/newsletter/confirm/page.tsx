import type { Metadata } from 'next'
import { NewsletterLinkForm } from '@/features/contact/components/NewsletterLinkForm'
import { NewsletterLinkPage } from '@/features/contact/components/NewsletterLinkPage'

export const metadata: Metadata = { title: '确认订阅', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <NewsletterLinkPage title="确认订阅学术资讯">
      <NewsletterLinkForm
        kind="confirm"
        fields={{ token: typeof token === 'string' ? token : '' }}
        prompt="点击下方按钮，确认用此邮箱订阅我们的学术资讯。确认后可随时通过邮件中的链接退订。"
        button="确认订阅"
      />
    </NewsletterLinkPage>
  )
}
