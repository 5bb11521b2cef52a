import { Suspense, type ReactNode } from 'react'

/**
 * A part of a long page that React hydrates as a task of its own, after the part above it, instead
 * of the whole page in one long task that holds a phone's main thread (issue 37). It is a Suspense
 * boundary with no fallback: nothing in it waits for data, and a stored page writes it where it
 * stands (src/server/next-cache/boundaries-in-place.mjs), so the page reads the same with and
 * without JavaScript. For pages kept in the page cache only: a page rendered for every request
 * would send the content after the document, hidden until a script moves it into place.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
