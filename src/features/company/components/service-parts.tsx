import Link from 'next/link'
import { consultHref } from '@/features/company/pricing'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { CardGrid, CheckList, ColumnSection, CtaBand, lightButton, outlineLightButton, primaryButton } from './ui'

/** Pieces the service pages (tier, course, price-range and medical SCI pages) share. */

export const MEDICAL_SCI_HREF = '/services/medical-sci-guidance'

/** The hero breadcrumb of a page under 医学SCI辅导. */
export function MedicalSciBreadcrumb({ title }: { title: string }) {
  return (
    <Breadcrumb
      tone="onDark"
      items={[{ label: '首页', href: '/' }, { label: '医学SCI辅导', href: MEDICAL_SCI_HREF }, { label: title }]}
    />
  )
}

/** A main-column block with the page's description as one paragraph. */
export function IntroSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <ColumnSection id={id} title={title}>
      <p className="mt-4 leading-7 text-slate-700">{text}</p>
    </ColumnSection>
  )
}

/** A main-column block with the page's features as a two-column card grid. */
export function FeatureSection({
  id,
  title,
  items,
}: {
  id: string
  title: string
  items: Parameters<typeof CardGrid>[0]['items']
}) {
  return (
    <ColumnSection id={id} title={title}>
      <div className="mt-5">
        <CardGrid items={items} columns="sm:grid-cols-2" />
      </div>
    </ColumnSection>
  )
}

/** The end of a side card: the claims, the consult button and a small note. */
export function ConsultCardFooter({
  claims,
  pageTitle,
  label,
  note,
}: {
  claims: string[]
  pageTitle: string
  label: string
  note: string
}) {
  return (
    <>
      {claims.length > 0 && <CheckList items={claims} className="mt-4" />}
      <Link href={consultHref(pageTitle)} className={`${primaryButton} mt-6 w-full`}>
        {label}
      </Link>
      <p className="mt-3 text-center text-xs text-slate-500">{note}</p>
    </>
  )
}

/** The closing band: free consultation and the success cases. */
export function ConsultCtaBand({ pageTitle, title, text }: { pageTitle: string; title: string; text: string }) {
  return (
    <CtaBand title={title} text={text}>
      <Link href={consultHref(pageTitle)} className={lightButton}>
        免费咨询
      </Link>
      <Link href="/cases" className={outlineLightButton}>
        查看成功案例
      </Link>
    </CtaBand>
  )
}
