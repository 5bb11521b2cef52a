import Image from 'next/image'
import type { ReactNode } from 'react'
import { parseContactInfo, type FacultyDTO } from '../serialize'
import { visibleWithRest } from './carousel'

const EXPERTISE_SHOWN = 2
const ACHIEVEMENTS_SHOWN = 1

/** One faculty member: avatar, name, title, background, 2 expertise tags and 1 achievement (+N), contact details. */
export function FacultyCard({ person }: { person: FacultyDTO }) {
  const expertise = visibleWithRest(person.expertise, EXPERTISE_SHOWN)
  const achievements = visibleWithRest(person.achievements, ACHIEVEMENTS_SHOWN)
  const contact = parseContactInfo(person.contact_info)
  const website = contact.website && /^https?:\/\//i.test(contact.website) ? contact.website : null

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-lg" data-faculty-card>
      <div className="flex items-center gap-4">
        {person.avatar_url ? (
          <Image src={person.avatar_url} alt={`${person.name}的头像`} width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover ring-4 ring-brand-50" />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white ring-4 ring-brand-50" aria-hidden="true">
            {person.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
          {person.title && <p className="mt-0.5 text-sm leading-5 text-brand-700">{person.title}</p>}
        </div>
      </div>

      {person.background && <p className="mt-4 line-clamp-3 text-sm leading-6 text-slate-600">{person.background}</p>}

      {person.expertise.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="擅长领域">
          {expertise.visible.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
              {tag}
            </li>
          ))}
          {expertise.rest > 0 && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600" title={person.expertise.slice(EXPERTISE_SHOWN).join('、')}>
              +{expertise.rest}
            </li>
          )}
        </ul>
      )}

      {person.achievements.length > 0 && (
        <div className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <span aria-hidden="true">🏆</span>
          <p className="min-w-0 flex-1 leading-6">
            {achievements.visible[0]}
            {achievements.rest > 0 && (
              <span className="ml-1.5 whitespace-nowrap rounded-full bg-white px-2 py-0.5 text-xs font-medium text-amber-900" title={person.achievements.slice(ACHIEVEMENTS_SHOWN).join('、')}>
                +{achievements.rest}
              </span>
            )}
          </p>
        </div>
      )}

      {(contact.email || contact.phone || contact.wechat || website) && (
        <div className="mt-auto pt-4">
        <dl className="space-y-1.5 border-t border-slate-100 pt-4 text-sm">
          {contact.email && (
            <ContactRow label="邮箱">
              <a href={`mailto:${contact.email}`} className="break-all text-slate-700 hover:text-brand-700">
                {contact.email}
              </a>
            </ContactRow>
          )}
          {contact.phone && (
            <ContactRow label="电话">
              <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className="text-slate-700 hover:text-brand-700">
                {contact.phone}
              </a>
            </ContactRow>
          )}
          {contact.wechat && (
            <ContactRow label="微信">
              <span className="text-slate-700">{contact.wechat}</span>
            </ContactRow>
          )}
          {website && (
            <ContactRow label="网站">
              <a href={website} target="_blank" rel="noopener noreferrer" className="break-all text-slate-700 hover:text-brand-700">
                {website.replace(/^https?:\/\//i, '')}
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

function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-9 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}
