import { Img } from '@/ui/Img'
import type { ContactMethodDTO } from '@/features/contact/serialize'
import { contactValueHref } from './consult-service'
import { EmptyState } from '@/ui/EmptyState'

const TYPE_ICONS: Record<string, string> = { wechat: '💬', phone: '📞', email: '✉️', address: '📍' }

/**
 * The contact-method cards. `row` (default): side by side on wide screens. `column` (/contact, the
 * column beside the consult form): one card under another on wide screens, two across on tablets,
 * cards without a QR code always as compact rows.
 */
export function ContactMethodCards({
  methods,
  layout = 'row',
}: {
  methods: ContactMethodDTO[]
  layout?: 'row' | 'column'
}) {
  if (methods.length === 0) {
    return (
      <EmptyState as="p" onWhite>
        暂无联系方式
      </EmptyState>
    )
  }
  return (
    <ul
      className={
        layout === 'column' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-1' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4'
      }
    >
      {methods.map((method) => (
        <li key={method.id}>
          <ContactMethodCard method={method} compact={layout === 'column'} />
        </li>
      ))}
    </ul>
  )
}

function ContactMethodCard({ method, compact }: { method: ContactMethodDTO; compact: boolean }) {
  const href = contactValueHref(method.type, method.value)
  const hasQr = Boolean(method.qr_code_url)
  // Phones (and the column layout): cards without a QR code are rows, icon beside the text; wider screens: centred cards.
  const asRow = compact && !hasQr
  const layout = hasQr
    ? 'flex-col items-center text-center'
    : asRow
      ? 'flex-row items-start gap-4 text-left'
      : 'flex-row items-start gap-4 text-left sm:flex-col sm:items-center sm:gap-0 sm:text-center'
  return (
    <article
      className={`flex h-full rounded-2xl border border-slate-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-lg sm:p-6 ${layout}`}
      data-contact-method
    >
      {method.qr_code_url ? (
        <Img
          src={method.qr_code_url}
          alt={`${method.name}二维码`}
          width={160}
          height={160}
          className="mb-4 h-40 w-40 rounded-xl border border-slate-200 object-contain p-2"
        />
      ) : (
        <span
          className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl ${asRow ? '' : 'sm:mb-4 sm:h-14 sm:w-14'}`}
          aria-hidden="true"
        >
          {TYPE_ICONS[method.type] ?? '☎️'}
        </span>
      )}
      <div className={`flex min-w-0 flex-1 flex-col ${asRow ? '' : 'sm:w-full sm:items-center'}`}>
        <h3 className="text-lg font-semibold text-slate-900">{method.name}</h3>
        {method.value &&
          (href ? (
            <a
              href={href}
              className="mt-1 break-all text-base font-semibold text-brand-700 hover:text-brand-800 sm:mt-2"
            >
              {method.value}
            </a>
          ) : (
            <p className="mt-1 break-words text-base font-semibold text-brand-700 sm:mt-2">{method.value}</p>
          ))}
        {method.description && (
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 sm:mt-3">{method.description}</p>
        )}
        {method.bottom_text && (
          <p
            className={`mt-3 rounded-lg bg-slate-50 px-3 py-2 text-xs font-medium text-slate-600 sm:mt-4 ${asRow ? '' : 'sm:w-full'} ${hasQr ? 'w-full' : asRow ? 'self-start' : 'self-start sm:self-auto'}`}
          >
            {method.bottom_text}
          </p>
        )}
      </div>
    </article>
  )
}
