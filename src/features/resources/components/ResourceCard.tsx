import { formatFileSize } from '@/lib/format'
import type { ResourceDTO } from '@/features/resources/serialize'
import { fileGroup, type FileGroup } from '@/features/resources/file-group'
import { isVideoResource } from '@/features/resources/resource-files'
import { Button } from '@/ui/Button'

const groupStyle: Record<FileGroup, string> = {
  video: 'bg-rose-50 text-rose-700',
  archive: 'bg-amber-50 text-amber-800',
  document: 'bg-brand-50 text-brand-700',
  spreadsheet: 'bg-emerald-50 text-emerald-700',
  image: 'bg-violet-50 text-violet-700',
  other: 'bg-slate-100 text-slate-700',
}

function FileIcon({ group }: { group: FileGroup }) {
  const shape =
    group === 'video' ? (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M10 9l5 3-5 3z" />
      </>
    ) : group === 'archive' ? (
      <path d="M4 7h16v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM3 4h18v3H3zM10 11h4" />
    ) : (
      <>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M9 13h6M9 17h4" />
      </>
    )
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="i-line i-round h-6 w-6 [stroke-width:1.8]">
      {shape}
    </svg>
  )
}

/**
 * A resource: title, description, category, type, size and its 下载 / 观看 button. Hook-free: the
 * resource centre renders it in the browser with `onOpen`; the home page renders it on the server
 * without, and one client island around the list answers the buttons (`data-resource-open`).
 */
export function ResourceCard({
  resource,
  onOpen,
  compact = false,
}: {
  resource: ResourceDTO
  onOpen?: (resource: ResourceDTO) => void
  compact?: boolean
}) {
  const group = fileGroup(resource)
  const video = isVideoResource(resource)
  return (
    <article className="resource-card" data-testid="resource-card">
      <div className="flex items-start justify-between gap-3">
        <span className={`resource-icon ${groupStyle[group]}`}>
          <FileIcon group={group} />
        </span>
        {resource.category && (
          <span className="resource-category" data-testid="resource-category">
            {resource.category}
          </span>
        )}
      </div>
      <h3 className={`resource-title ${compact ? 'text-base' : 'text-lg'}`}>{resource.title}</h3>
      {resource.description && (
        <p className={`resource-desc ${compact ? 'line-clamp-2' : 'line-clamp-3'}`}>{resource.description}</p>
      )}
      <div className="resource-foot">
        <p className="resource-facts">
          <span className="resource-type">{resource.file_type ?? '文件'}</span>
          <span data-testid="resource-size">{formatFileSize(resource.file_size)}</span>
        </p>
        <Button
          {...(onOpen ? { onClick: () => onOpen(resource) } : { 'data-resource-open': resource.id })}
          size="sm"
          className="shrink-0"
          aria-label={`${video ? '观看' : '下载'}：${resource.title}`}
        >
          {video ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="i-line i-round h-4 w-4">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
          )}
          {video ? '观看' : '下载'}
        </Button>
      </div>
    </article>
  )
}
