'use client'

import dynamic from 'next/dynamic'
import { useEffect, type ReactNode } from 'react'
import { ConsultFormSlot, type RenderConsultForm } from '@/features/shell/consult-form-slot'
import { rememberUtm } from '@/features/contact/utm'

// Loaded when a purchase dialog first opens, so pages without one never download the form.
const EnquiryForm = dynamic(() => import('./EnquiryForm').then((module) => module.EnquiryForm), {
  loading: () => <p className="py-6 text-center text-sm text-slate-500">正在加载咨询表单…</p>,
})

const renderDialogForm: RenderConsultForm = ({ service, price }) => (
  <EnquiryForm service={service} price={price} compact />
)

/**
 * Gives the shell's purchase dialog the consult form, and keeps the UTM parameters of the page a
 * visit lands on for the enquiry sent later.
 */
export function ConsultFormProvider({ children }: { children: ReactNode }) {
  useEffect(() => rememberUtm(window.location.search), [])
  return <ConsultFormSlot.Provider value={renderDialogForm}>{children}</ConsultFormSlot.Provider>
}
