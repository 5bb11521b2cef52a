import { BrandMark } from '@/ui/BrandMark'

/** The admin's small icon (navigation, header): the brand mark. */
export function Icon() {
  return (
    <span className="keyan-admin-icon" role="img" aria-label="管理后台首页" style={{ display: 'inline-flex' }}>
      <BrandMark className="" size={20} />
    </span>
  )
}
