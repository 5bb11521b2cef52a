import type { Metadata } from 'next'
import { NewsletterLinkForm } from '@/features/contact/components/NewsletterLinkForm'
import { NewsletterLinkPage } from '@/features/contact/components/NewsletterLinkPage'

export const metadata: Metadata = { title: '退订学术资讯', robots: { index: false } }

type Props = { searchParams: Promise<{ id?: string | string[]; token?: string | string[] }> }

export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const { id, token } = await searchParams
  return (
    <NewsletterLinkPage title="退订学术资讯">
      <NewsletterLinkForm
        kind="unsubscribe"
        fields={{ id: typeof id === 'string' ? id : '', token: typeof token === 'string' ? token : '' }}
        prompt="点击下方按钮退订后，此邮箱将不再收到我们的学术资讯邮件。"
        button="确认退订"
      />
    </NewsletterLinkPage>
  )
}
