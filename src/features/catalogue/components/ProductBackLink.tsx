'use client'

import { Suspense } from 'react'
import { useSearchParams } from 'next/navigation'
import { productBackLink, type BackLinkCategory } from '@/features/catalogue/product-back-link'
import { BackLink } from './BackLink'

function BackLinkFromAddress({ categories }: { categories: BackLinkCategory[] | null }) {
  const back = productBackLink(useSearchParams().get('category'), categories)
  return <BackLink href={back.href} label={back.label} />
}

/**
 * The product page is cached once for every visitor, so the category in the address is read in
 * the browser; the server's HTML carries the plain 返回服务 link until then.
 */
export function ProductBackLink({ categories }: { categories: BackLinkCategory[] | null }) {
  return (
    <Suspense fallback={<BackLink href="/services" label="服务" />}>
      <BackLinkFromAddress categories={categories} />
    </Suspense>
  )
}
