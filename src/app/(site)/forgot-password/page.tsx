import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import { ForgotPasswordForm } from '@/features/accounts/components/ForgotPasswordForm'

export const metadata: Metadata = { title: '忘记密码', robots: { index: false } }

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="忘记密码"
      subtitle="输入注册时使用的邮箱，我们将向您发送重置密码的链接。"
      footer={
        <>
          想起密码了？
          <Link href="/login" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            返回登录
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
