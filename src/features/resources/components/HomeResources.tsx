import type { ResourceDTO } from '@/features/resources/serialize'
import { HOME_RESOURCES_COUNT } from './home-resources-count'
import { HomeResourceActions } from './HomeResourceActions'
import { HomeResourcesFallback } from './HomeResourcesFallback'
import { ResourceCard } from './ResourceCard'

/**
 * The home page's 学术资源 section: the server's first four usable resources, rendered here (the
 * buttons are answered by one small client island that also caches the list), or, when the
 * server had none, the browser's own loading (cache, then endpoints) with its states.
 */
export function HomeResources({ initialResources }: { initialResources: ResourceDTO[] }) {
  const usable = initialResources.filter((resource) => resource.is_active && resource.file_url)
  if (usable.length === 0) return <HomeResourcesFallback />
  return (
    <HomeResourceActions resources={usable}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-resources">
        {usable.slice(0, HOME_RESOURCES_COUNT).map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} compact />
          </li>
        ))}
      </ul>
    </HomeResourceActions>
  )
}
