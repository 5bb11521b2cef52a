import type { CSSProperties, ReactNode } from 'react'

/**
 * The pieces the admin's dashboards are drawn with (工作台, 访问统计): panels, big figures, count
 * tables and a bar chart in plain SVG on the server — no chart library, nothing from another origin.
 */

export const panelGrid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  marginBottom: 16,
}

export function Panel({ title, children, name }: { title: string; children: ReactNode; name?: string }) {
  return (
    <section
      aria-label={title}
      data-panel={name}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        padding: 16,
        background: 'var(--theme-elevation-0)',
        minWidth: 0,
      }}
    >
      <h3 style={{ margin: '0 0 12px', fontSize: 15 }}>{title}</h3>
      {children}
    </section>
  )
}

export function Figure({ label, value, name }: { label: string; value: number | string; name: string }) {
  return (
    <div data-figure={name}>
      <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>{value}</div>
      <div style={{ fontSize: 13, color: 'var(--theme-elevation-800)' }}>{label}</div>
    </div>
  )
}

export function Counts({ rows }: { rows: { label: string; count: number }[] }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" translate="no" style={{ textAlign: 'left', fontWeight: 400, padding: '3px 0' }}>
              {row.label}
            </th>
            <td style={{ textAlign: 'right', padding: '3px 0', fontVariantNumeric: 'tabular-nums' }}>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export type Bar = { key: string; tick: string; value: number; title: string }

/**
 * Bars of equal width; every `tickEvery`-th bar is labelled under the axis. `label` is read out
 * whole by screen readers (the bars' titles show on hover).
 */
export function BarChart({
  bars,
  label,
  tickEvery,
  dataName,
}: {
  bars: Bar[]
  label: string
  tickEvery: number
  dataName: string
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const width = 300
  const height = 120
  const step = width / Math.max(1, bars.length)
  const gap = step > 8 ? 3 : 0.5
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height + 18}`}
      style={{ width: '100%', height: 'auto' }}
      {...{ [`data-${dataName}`]: '' }}
    >
      {bars.map((bar, index) => {
        const barHeight = Math.round((bar.value / max) * height)
        return (
          <g key={bar.key}>
            <rect
              x={index * step + gap}
              y={height - barHeight}
              width={Math.max(0.5, step - 2 * gap)}
              height={barHeight}
              rx={2}
              fill="#1f66c4"
              data-bar={bar.key}
              data-count={bar.value}
            >
              <title>{bar.title}</title>
            </rect>
            {index % tickEvery === 0 && (
              <text x={index * step + step / 2} y={height + 14} fontSize={10} textAnchor="middle" fill="currentColor">
                {bar.tick}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
