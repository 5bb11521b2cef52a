'use client'

import { usePathname } from 'next/navigation'

/** The debug lines of the unknown-category page: the URL parameter, its type and the page path. */
export function RequestDebugInfo() {
  const pathname = usePathname() ?? ''
  const lastSegment = pathname.split('/').filter(Boolean).pop() ?? ''
  let parameter = lastSegment
  try {
    parameter = decodeURIComponent(lastSegment)
  } catch {
    // keep the raw segment
  }
  return (
    <dl
      className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs text-slate-700"
      data-testid="debug-info"
    >
      <dt>URL 参数</dt>
      <dd className="break-all">{parameter}</dd>
      <dt>参数类型</dt>
      <dd>{typeof parameter}</dd>
      <dt>页面路径</dt>
      <dd className="break-all">{pathname}</dd>
    </dl>
  )
}

/** The unknown id, for the heading 未找到类目ID: {id}. */
export function RequestedCategoryId() {
  const pathname = usePathname() ?? ''
  const lastSegment = pathname.split('/').filter(Boolean).pop() ?? ''
  try {
    return <>{decodeURIComponent(lastSegment)}</>
  } catch {
    return <>{lastSegment}</>
  }
}
