import type { Metadata } from 'next'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import { ResetPasswordForm } from '@/features/accounts/components/ResetPasswordForm'

// The token is in the address: never send it on as a referrer.
export const metadata: Metadata = { title: '重置密码', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' && token.trim() ? token.trim() : null
  return (
    <AuthCard title="重置密码" subtitle={value ? '请设置一个新密码。' : undefined}>
      <ResetPasswordForm token={value} />
    </AuthCard>
  )
}
