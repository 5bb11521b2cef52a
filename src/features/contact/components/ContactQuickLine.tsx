import type { ContactMethodDTO } from '@/features/contact/serialize'
import { contactValueHref } from './consult-service'

const QUICK = [
  { type: 'phone', label: '电话', icon: '📞' },
  { type: 'wechat', label: '微信', icon: '💬' },
  { type: 'email', label: '邮箱', icon: '✉️' },
] as const

/**
 * One short line of direct contacts (the first phone, WeChat and e-mail with a value) above the
 * consult form on phones and tablets, where the contact-method cards come after the form. Nothing
 * when there is none.
 */
export function ContactQuickLine({ methods, className = '' }: { methods: ContactMethodDTO[]; className?: string }) {
  const items = QUICK.flatMap((kind) => {
    const method = methods.find((candidate) => candidate.type === kind.type && candidate.value?.trim())
    return method?.value
      ? [{ ...kind, value: method.value.trim(), href: contactValueHref(kind.type, method.value) }]
      : []
  })
  if (items.length === 0) return null
  return (
    <ul aria-label="直接联系" data-contact-quick className={`flex flex-wrap gap-2 text-sm ${className}`}>
      {items.map((item) => {
        const content = (
          <>
            <span aria-hidden="true">{item.icon}</span>
            <span className="text-slate-600">{item.label}</span>{' '}
            <span className="break-all font-semibold text-brand-700">{item.value}</span>
          </>
        )
        const pill =
          'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5'
        return (
          <li key={item.type}>
            {item.href ? (
              <a href={item.href} className={`${pill} hover:border-brand-300`}>
                {content}
              </a>
            ) : (
              <span className={pill}>{content}</span>
            )}
          </li>
        )
      })}
      <li>
        <a
          href="#contact-methods"
          className="inline-flex min-h-9 items-center rounded-full px-2 py-1.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          全部联系方式
        </a>
      </li>
    </ul>
  )
}
