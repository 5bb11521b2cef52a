/**
 * Enquiries sent as a guest from an address become the enquiries of the member who later proves
 * they own that address (features/accounts/service.ts, linkGuestEnquiries). Anyone can type any
 * address into the consult form, so such an enquiry may be a stranger's who mistyped theirs: the
 * member sees that it exists (service, date, status), never what the sender wrote.
 *
 * Linking stores the moment on the enquiry (`linked_at`); an enquiry sent while signed in has none.
 * Linking happens only when an address is verified (a registration's link, an e-mail change's),
 * and takes only enquiries created at or before the account's stored `email_confirmed_at`
 * (createdByConfirmation).
 */

/** The field of an enquiry the rule reads. */
export type LinkedEnquiryFacts = { linked_at?: string | null }

/** Whether a member's enquiry came to them by its address: then its content is not shown to them. */
export function linkedByAddress(enquiry: LinkedEnquiryFacts): boolean {
  return Boolean(enquiry.linked_at)
}

/**
 * The condition linking adds: only enquiries created at or before the moment
 * the account's address was verified, as stored in its `email_confirmed_at`.
 */
export const createdByConfirmation = (emailConfirmedAt: string) =>
  ({ createdAt: { less_than_equal: emailConfirmedAt } }) as const
