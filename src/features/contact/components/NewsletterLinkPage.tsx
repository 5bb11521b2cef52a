import type { ReactNode } from 'react'

/** The frame of the newsletter's confirm and unsubscribe pages. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  )
}
