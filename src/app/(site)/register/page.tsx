import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import { RegisterForm } from '@/features/accounts/components/RegisterForm'

export const metadata: Metadata = { title: '注册', robots: { index: false } }

export default function RegisterPage() {
  return (
    <AuthCard
      title="注册账号"
      subtitle="注册后我们会向您的邮箱发送一封验证邮件。"
      footer={
        <>
          已有账号？
          <Link href="/login" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            立即登录
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  )
}
