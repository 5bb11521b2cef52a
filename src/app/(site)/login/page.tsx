import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import { LoginForm } from '@/features/accounts/components/LoginForm'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: '登录', robots: { index: false } }

export default function LoginPage() {
  return (
    <AuthCard
      title="登录"
      subtitle="欢迎回来，请使用注册邮箱登录您的账号。"
      footer={
        <>
          还没有账号？
          <Link href="/register" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            立即注册
          </Link>
        </>
      }
    >
      <LoginForm verificationRequired={env.requireEmailVerification} />
    </AuthCard>
  )
}
