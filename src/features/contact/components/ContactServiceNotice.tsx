'use client'

import { Suspense } from 'react'
import { useSearchParams } from 'next/navigation'
import { consultedService } from './consult-service'

/** Shown on /contact?service=…: which service the visitor came to ask about. */
function ServiceNotice({ service }: { service: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-brand-900"
      data-consult-service
    >
      <span aria-hidden="true" className="mt-0.5 text-xl">
        💡
      </span>
      <div>
        <p className="font-semibold">您正在咨询：{service}</p>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          请通过下方任一方式联系我们，并说明您咨询的服务，学术顾问将为您提供详细方案与报价。
        </p>
      </div>
    </div>
  )
}

function NoticeFromAddress() {
  const service = consultedService(useSearchParams().get('service') ?? undefined)
  return service ? <ServiceNotice service={service} /> : null
}

/** /contact is cached once for everyone, so the service in its address is read in the browser. */
export function ContactServiceNotice() {
  return (
    <Suspense fallback={null}>
      <NoticeFromAddress />
    </Suspense>
  )
}
