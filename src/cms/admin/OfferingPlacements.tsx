import type { UIFieldServerProps } from 'payload'
import { offeringPlacements } from '@/cms/catalogue/placements'

/**
 * 显示位置 on an offering's edit screen: every page of the site that shows this offering, as links,
 * so the editor who changes a price sees at once where the change appears. Read from the saved
 * document (an unsaved change of category or pages shows after saving).
 */
export async function OfferingPlacements({ data, req }: UIFieldServerProps) {
  const id = typeof data?.id === 'number' ? data.id : null
  if (id === null) return null
  const places = await offeringPlacements(req.payload, id)
  return (
    <div style={{ marginBottom: 24 }} data-testid="offering-placements">
      <span className="field-label">显示位置</span>
      {places.length === 0 ? (
        <p style={{ margin: '4px 0 0' }}>尚未在任何页面显示（上架并选择类目或服务页面后显示）。</p>
      ) : (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20, lineHeight: 1.8 }}>
          {places.map((place) => (
            <li key={place.href}>
              <a href={place.href} target="_blank" rel="noopener">
                {place.label}
              </a>{' '}
              <code>{place.href}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
