import Link from 'next/link'
import type { ReactNode } from 'react'
import type { CheckResult } from '@/features/catalogue/diagnostics'
import type { CategoryDTO } from '@/features/catalogue/serialize'

function StaffNotice() {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      内部调试页面：仅管理员与编辑可见，访客访问时返回 404。
    </p>
  )
}

/** /test: results of the connection checks. */
export function ConnectionTest({ checks, checkedAt }: { checks: CheckResult[]; checkedAt: string }) {
  const allOk = checks.every((check) => check.ok)
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">数据库连接测试</h1>
      <div className="mt-3">
        <StaffNotice />
      </div>
      <p className={`mt-4 text-sm font-medium ${allOk ? 'text-emerald-700' : 'text-red-700'}`} data-testid="summary">
        {allOk ? '全部检查通过' : '部分检查失败'}（检查时间：{checkedAt}）
      </p>
      <ul className="mt-4 space-y-3" data-testid="checks">
        {checks.map((check) => (
          <li key={check.name} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="check">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{check.name}</h2>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${check.ok ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
              >
                {check.ok ? '成功' : '失败'}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
              <dt className="text-slate-500">记录数</dt>
              <dd>{check.count ?? '—'}</dd>
              <dt className="text-slate-500">耗时</dt>
              <dd>{check.ms} ms</dd>
              {check.sample.length > 0 && (
                <>
                  <dt className="text-slate-500">示例</dt>
                  <dd className="break-words">{check.sample.join('、')}</dd>
                </>
              )}
              {check.error && (
                <>
                  <dt className="text-slate-500">错误</dt>
                  <dd className="break-words text-red-700">{check.error}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3 text-sm">
        <Link href="/test" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          重新检查
        </Link>
        <Link
          href="/test-service-menu"
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          服务菜单测试
        </Link>
        <Link href="/admin" className="rounded-lg px-4 py-2 font-medium text-brand-700 hover:underline">
          进入后台
        </Link>
      </div>
    </main>
  )
}

type MenuItem = { id: number; name: string; link: string; sort_order: number; is_active: boolean }

const cell = 'border-b border-slate-100 px-3 py-2 align-top'

/**
 * A table that scrolls sideways on a phone. Keyboard users must be able to focus it to scroll
 * (axe: scrollable-region-focusable), hence the tab stop on a labelled region.
 */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      className="mt-3 overflow-x-auto rounded-xl border border-slate-200"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs a tab stop
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  )
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? '启用' : '停用'}
    </span>
  )
}

/** /test-service-menu: categories (inactive included) and service-menu items as staff see them. */
export function ServiceMenuTest({ categories, menu }: { categories: CategoryDTO[]; menu: MenuItem[] }) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">服务菜单测试</h1>
      <div className="mt-3">
        <StaffNotice />
      </div>

      <section className="mt-6" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-lg font-semibold text-slate-900">
          服务类目（{categories.length}）
        </h2>
        <ScrollRegion labelledBy="categories-heading">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="categories-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className={cell}>
                  ID
                </th>
                <th scope="col" className={cell}>
                  名称
                </th>
                <th scope="col" className={cell}>
                  图标地址
                </th>
                <th scope="col" className={cell}>
                  排序
                </th>
                <th scope="col" className={cell}>
                  状态
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id}>
                  <td className={cell}>{category.id}</td>
                  <td className={cell}>
                    <Link href={`/category-products/${category.id}`} className="text-brand-700 hover:underline">
                      {category.name}
                    </Link>
                  </td>
                  <td className={`${cell} break-all font-mono text-xs`}>{category.icon_url ?? '（无）'}</td>
                  <td className={cell}>{category.sort_order}</td>
                  <td className={cell}>
                    <ActiveBadge active={category.is_active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section className="mt-8" aria-labelledby="menu-heading">
        <h2 id="menu-heading" className="text-lg font-semibold text-slate-900">
          服务菜单（{menu.length}）
        </h2>
        <ScrollRegion labelledBy="menu-heading">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="menu-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className={cell}>
                  名称
                </th>
                <th scope="col" className={cell}>
                  链接
                </th>
                <th scope="col" className={cell}>
                  排序
                </th>
                <th scope="col" className={cell}>
                  状态
                </th>
              </tr>
            </thead>
            <tbody>
              {menu.map((item) => (
                <tr key={item.id}>
                  <td className={cell}>{item.name}</td>
                  <td className={`${cell} font-mono text-xs`}>
                    <Link href={item.link} className="text-brand-700 hover:underline">
                      {item.link}
                    </Link>
                  </td>
                  <td className={cell}>{item.sort_order}</td>
                  <td className={cell}>
                    <ActiveBadge active={item.is_active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </main>
  )
}
