import type { ReactNode } from 'react'
import type { ImgAttributes } from '@/ui/Img'

/** One faculty card's content, prepared on the server (faculty-card-data.ts). */
export type FacultyCardData = {
  id: number
  name: string
  title?: string
  avatar?: ImgAttributes
  background?: string
  /** The first two expertise tags; `moreTags` lists the rest for the '+N' tag's title. */
  tags?: string[]
  moreTags?: string
  moreTagCount?: number
  /** The first achievement; `moreAwards` lists the rest. */
  award?: string
  moreAwards?: string
  moreAwardCount?: number
  email?: string
  /** The e-mail address is well formed: shown as a mailto link. */
  mailto?: boolean
  phone?: string
  /** The tel: link of `phone`. */
  tel?: string
  wechat?: string
  /** Only http(s) addresses. */
  website?: string
  /** `website` without its scheme, as shown. */
  site?: string
}

export const CONTACT_ICON_IDS = {
  邮箱: 'contact-icon-mail',
  电话: 'contact-icon-phone',
  微信: 'contact-icon-wechat',
  网站: 'contact-icon-web',
} as const

/** One faculty member: avatar, name, title, background, 2 expertise tags and 1 achievement (+N), contact details. */
export function FacultyCard({ person }: { person: FacultyCardData }) {
  const { email, phone, wechat, website } = person
  return (
    <article className="faculty-card" data-faculty-card>
      <div className="flex items-center gap-4">
        {person.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included (ui/Img)
          <img {...person.avatar} />
        ) : (
          <span className="faculty-initial" aria-hidden="true">
            {person.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
          {person.title && <p className="faculty-title">{person.title}</p>}
        </div>
      </div>

      {person.background && <p className="faculty-bio">{person.background}</p>}

      {person.tags && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="擅长领域">
          {person.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
          {person.moreTagCount && (
            <li className="tag-muted" title={person.moreTags}>
              +{person.moreTagCount}
            </li>
          )}
        </ul>
      )}

      {person.award !== undefined && (
        <div className="faculty-award">
          <span aria-hidden="true">🏆</span>
          <p className="min-w-0 flex-1 leading-6">
            {person.award}
            {person.moreAwardCount && (
              <span className="faculty-more" title={person.moreAwards}>
                +{person.moreAwardCount}
              </span>
            )}
          </p>
        </div>
      )}

      {(email || phone || wechat || website) && (
        <div className="mt-auto pt-4">
          <dl className="faculty-contacts">
            {email && (
              <ContactRow label="邮箱">
                {person.mailto ? (
                  <a href={`mailto:${email}`} className="contact-link">
                    {email}
                  </a>
                ) : (
                  <span className="text-slate-700">{email}</span>
                )}
              </ContactRow>
            )}
            {phone && (
              <ContactRow label="电话">
                <a href={person.tel} className="contact-link">
                  {phone}
                </a>
              </ContactRow>
            )}
            {wechat && (
              <ContactRow label="微信">
                <span className="text-slate-700">{wechat}</span>
              </ContactRow>
            )}
            {website && (
              <ContactRow label="网站">
                <a href={website} target="_blank" rel="noopener noreferrer" className="contact-link">
                  {person.site}
                  <span className="sr-only">（在新窗口打开）</span>
                </a>
              </ContactRow>
            )}
          </dl>
        </div>
      )}
    </article>
  )
}

/** Icon instead of a text label so long addresses fit on one line; the label stays for screen readers. */
function ContactRow({ label, children }: { label: keyof typeof CONTACT_ICON_IDS; children: ReactNode }) {
  return (
    <div className="contact-row">
      <dt>
        <svg aria-hidden="true" className="h-4 w-4">
          <use href={`#${CONTACT_ICON_IDS[label]}`} />
        </svg>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
