import { container } from '@/ui/layout'

/**
 * The bar above a staff preview (src/app/(site)/preview): says plainly that visitors do not see
 * this version yet, and leads back to the document in the admin.
 */
export function PreviewBanner({ status, editHref }: { status: 'draft' | 'published'; editHref: string }) {
  return (
    <div role="status" data-testid="preview-banner" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className={`${container} flex flex-wrap items-center justify-between gap-2 py-2 text-sm`}>
        <p className="font-medium">
          {status === 'draft'
            ? '预览：草稿，尚未发布。访客看不到此版本。'
            : '预览：当前版本已发布，与访客看到的内容相同。'}
        </p>
        <a href={editHref} className="font-medium underline underline-offset-2 hover:text-amber-800">
          返回编辑
        </a>
      </div>
    </div>
  )
}
