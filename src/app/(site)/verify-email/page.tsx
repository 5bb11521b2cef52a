import type { Metadata } from 'next'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import { VerifyEmail } from '@/features/accounts/components/VerifyEmail'

// The token is in the address: never send it on as a referrer.
export const metadata: Metadata = { title: '验证邮箱', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' && token.trim() ? token.trim() : null
  return (
    <AuthCard title="验证邮箱">
      <VerifyEmail token={value} />
    </AuthCard>
  )
}
