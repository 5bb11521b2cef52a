'use client'

import { useSearchParams } from 'next/navigation'

/**
 * 导出 CSV above the enquiries list: downloads what the list shows (its current filter and
 * search travel in the link; the route checks the sales-desk role and the fields again).
 */
export function EnquiriesExport() {
  const query = useSearchParams()
  const forwarded = new URLSearchParams()
  for (const [key, value] of query) {
    if (key === 'search' || key.startsWith('where')) forwarded.append(key, value)
  }
  const search = forwarded.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <a
        href={`/api/enquiries/export${search ? `?${search}` : ''}`}
        download
        data-enquiries-export
        style={{
          display: 'inline-block',
          padding: '6px 14px',
          borderRadius: 4,
          border: '1px solid var(--theme-elevation-800)',
          color: 'var(--theme-text)',
          background: 'var(--theme-elevation-0)',
          textDecoration: 'none',
          fontSize: 13,
        }}
      >
        导出 CSV
      </a>
    </div>
  )
}
