'use client'

import { usePathname } from 'next/navigation'

/** The path's last segment, decoded (the raw segment when it is not valid percent-encoding). */
function lastSegmentOf(pathname: string): string {
  const lastSegment = pathname.split('/').filter(Boolean).pop() ?? ''
  try {
    return decodeURIComponent(lastSegment)
  } catch {
    return lastSegment
  }
}

/** The debug lines of the unknown-category page: the URL parameter, its type and the page path. */
export function RequestDebugInfo() {
  const pathname = usePathname() ?? ''
  const parameter = lastSegmentOf(pathname)
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

/** The 调试信息 panel of the category screens (not found, failed to load). */
export function RequestDebugSection() {
  return (
    <section className="mt-8 rounded-xl bg-slate-100 p-4 text-left" aria-labelledby="debug-heading">
      <h2 id="debug-heading" className="text-sm font-semibold text-slate-800">
        调试信息
      </h2>
      <RequestDebugInfo />
    </section>
  )
}

/** The unknown id, for the heading 未找到类目ID: {id}. */
export function RequestedCategoryId() {
  return <>{lastSegmentOf(usePathname() ?? '')}</>
}
