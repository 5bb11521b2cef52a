import Link from 'next/link'
import { listCategories } from '@/features/catalogue/queries'
import { ReloadButton } from './PageActions'
import { RequestDebugSection, RequestedCategoryId } from './RequestDebugInfo'
import { LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'

/** The not-found page of a category products route: the unknown id, the available categories, debug info and a retry. */
export async function CategoryNotFound() {
  const categories = await listCategories().catch(() => [])
  return (
    <StatusScreen
      code="404"
      tone="danger"
      title={
        <>
          未找到类目ID: <RequestedCategoryId />
        </>
      }
      message="您访问的服务类目不存在或已下线，请从下面的类目中选择。"
      actions={
        <>
          <ReloadButton label="重试" />
          <LinkButton href="/services" variant="neutral" size="sm">
            查看全部服务
          </LinkButton>
        </>
      }
    >
      <section className="text-left" aria-labelledby="available-categories">
        <h2 id="available-categories" className="text-lg font-semibold text-slate-900">
          可用的服务类目
        </h2>
        {categories.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">暂无可用的服务类目。</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="available-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={`/category-products/${category.id}`}
                  className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 hover:border-brand-500 hover:text-brand-700"
                >
                  <span>{category.name}</span>
                  <span className="text-xs text-slate-500">ID: {category.id}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <RequestDebugSection />
    </StatusScreen>
  )
}
