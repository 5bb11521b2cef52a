import { notFound } from 'next/navigation'

/** Any URL no other route matches gets the site's own 404 page (with header and footer). */
export default function UnknownRoute(): never {
  notFound()
}
