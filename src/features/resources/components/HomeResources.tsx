'use client'

import type { ResourceDTO } from '../serialize'

/** Home page "学术资源" section (placeholder; the full client behaviour follows). */
export function HomeResources({ initialResources }: { initialResources: ResourceDTO[] }) {
  const items = initialResources.slice(0, 4)
  return (
    <ul>
      {items.map((resource) => (
        <li key={resource.id}>{resource.title}</li>
      ))}
    </ul>
  )
}
