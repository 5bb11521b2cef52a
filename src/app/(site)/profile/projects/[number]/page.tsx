import type { Metadata } from 'next'
import { ProjectView } from '@/features/projects/components/ProjectView'

export const metadata: Metadata = { title: '我的项目', robots: { index: false } }

type Props = { params: Promise<{ number: string }> }

/** A client's project. The page is a shell: the project is read in the browser with the member's token. */
export default async function ProjectPage({ params }: Props) {
  const { number } = await params
  return (
    <main className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <ProjectView number={number} />
      </div>
    </main>
  )
}
