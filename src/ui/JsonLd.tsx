import { jsonLdText, type JsonLd as JsonLdData } from '@/lib/structured-data'

/** Structured data for search engines (schema.org JSON-LD), rendered in the server HTML. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
