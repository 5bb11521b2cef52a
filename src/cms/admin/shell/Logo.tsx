import type { Payload } from 'payload'
import { brandName } from './brand'
import { BrandMark } from '@/ui/BrandMark'

/** The admin's logo (login page and elsewhere): the brand mark and the company's name from 站点设置. */
export async function Logo({ payload }: { payload?: Payload }) {
  const name = await brandName(payload)
  return (
    <span className="keyan-admin-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <BrandMark className="" size={44} />
      <span style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.3, color: 'var(--theme-text)' }}>
        {name}
        <span style={{ display: 'block', fontSize: 14, fontWeight: 400, color: 'var(--theme-elevation-650)' }}>
          内容管理后台
        </span>
      </span>
    </span>
  )
}
