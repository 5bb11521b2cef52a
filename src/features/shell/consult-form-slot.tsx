'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** What the purchase dialog hands the consult form: the service and its price, already filled in. */
export type ConsultFormProps = { service: string; price?: string }

/**
 * Renders the consult form, provided by the page (the site layout wraps every page in the contact
 * area's provider), so the shell's purchase dialog can show it without depending on a feature.
 */
export type RenderConsultForm = (props: ConsultFormProps) => ReactNode

export const ConsultFormSlot = createContext<RenderConsultForm | null>(null)

export function useConsultForm(): RenderConsultForm | null {
  return useContext(ConsultFormSlot)
}
