'use client'

import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { ConsultFormSlot, type RenderConsultForm } from '@/features/shell/consult-form-slot'
import { rememberUtm } from '@/features/contact/utm'

// Loaded when a purchase dialog first opens, so pages without one never download the form. React's
// own lazy rather than next/dynamic: the dialog is never open in the server's HTML, so nothing here
// needs next/dynamic's server rendering, and its loader stays out of every page's first scripts.
const EnquiryForm = lazy(() => import('./EnquiryForm').then((module) => ({ default: module.EnquiryForm })))

const renderDialogForm: RenderConsultForm = ({ service, price }) => (
  <Suspense fallback={<p className="py-6 text-center text-sm text-slate-500">正在加载咨询表单…</p>}>
    <EnquiryForm service={service} price={price} compact />
  </Suspense>
)

/**
 * Gives the shell's purchase dialog the consult form, and keeps the UTM parameters of the page a
 * visit lands on for the enquiry sent later.
 */
export function ConsultFormProvider({ children }: { children: ReactNode }) {
  useEffect(() => rememberUtm(window.location.search), [])
  return <ConsultFormSlot.Provider value={renderDialogForm}>{children}</ConsultFormSlot.Provider>
}
