import type { Metadata } from 'next'
import { ProfileView } from '@/features/accounts/components/ProfileView'
import { MyProjects } from '@/features/projects/components/MyProjects'

export const metadata: Metadata = { title: '个人中心', robots: { index: false } }

export default function ProfilePage() {
  return (
    <main className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">个人中心</h1>
        <ProfileView>
          <MyProjects />
        </ProfileView>
      </div>
    </main>
  )
}
