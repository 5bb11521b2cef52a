import { Img } from '@/ui/Img'
import type { ReactNode } from 'react'
import { parseContactInfo, type FacultyDTO } from '@/features/faculty/serialize'
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
    <article className="faculty-card" data-faculty-card>
      <div className="flex items-center gap-4">
        {person.avatar_url ? (
          <Img src={person.avatar_url} alt={`${person.name}的头像`} width={64} height={64} className="faculty-avatar" />
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

      {person.expertise.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="擅长领域">
          {expertise.visible.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
          {expertise.rest > 0 && (
            <li className="tag-muted" title={person.expertise.slice(EXPERTISE_SHOWN).join('、')}>
              +{expertise.rest}
            </li>
          )}
        </ul>
      )}

      {person.achievements.length > 0 && (
        <div className="faculty-award">
          <span aria-hidden="true">🏆</span>
          <p className="min-w-0 flex-1 leading-6">
            {achievements.visible[0]}
            {achievements.rest > 0 && (
              <span className="faculty-more" title={person.achievements.slice(ACHIEVEMENTS_SHOWN).join('、')}>
                +{achievements.rest}
              </span>
            )}
          </p>
        </div>
      )}

      {(contact.email || contact.phone || contact.wechat || website) && (
        <div className="mt-auto pt-4">
          <dl className="faculty-contacts">
            {contact.email && (
              <ContactRow label="邮箱">
                {/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email) ? (
                  <a href={`mailto:${contact.email}`} className="contact-link">
                    {contact.email}
                  </a>
                ) : (
                  <span className="text-slate-700">{contact.email}</span>
                )}
              </ContactRow>
            )}
            {contact.phone && (
              <ContactRow label="电话">
                <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className="contact-link">
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
                <a href={website} target="_blank" rel="noopener noreferrer" className="contact-link">
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

const CONTACT_ICONS: Record<string, { id: string; d: string }> = {
  邮箱: {
    id: 'contact-icon-mail',
    d: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h11A1.5 1.5 0 0 1 17 6.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 13.5v-7zm1 .3 6 4.2 6-4.2',
  },
  电话: {
    id: 'contact-icon-phone',
    d: 'M5 3.5h2.5l1.2 3.3-1.6 1.1a9 9 0 0 0 5 5l1.1-1.6 3.3 1.2V15a1.5 1.5 0 0 1-1.6 1.5A13 13 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5z',
  },
  微信: {
    id: 'contact-icon-wechat',
    d: 'M7.5 4C4.5 4 2.5 6 2.5 8.3c0 1.3.7 2.4 1.8 3.2l-.5 1.6 1.9-1c.6.2 1.2.3 1.8.3M12.5 8c2.7 0 5 1.8 5 4s-2.3 4-5 4c-.6 0-1.1-.1-1.6-.2l-1.9 1 .5-1.5c-1.2-.7-2-1.9-2-3.3 0-2.2 2.3-4 5-4z',
  },
  网站: {
    id: 'contact-icon-web',
    d: 'M10 2.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zm-7.5 7.5h15M10 2.5c2 2 3 4.5 3 7.5s-1 5.5-3 7.5c-2-2-3-4.5-3-7.5s1-5.5 3-7.5z',
  },
}

/**
 * The contact icons drawn once per page (render it once next to the cards); each card's rows
 * point at them with <use>, so the path data is not repeated in every card.
 */
export function FacultyContactIcons() {
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0 overflow-hidden">
      {Object.values(CONTACT_ICONS).map((icon) => (
        <symbol key={icon.id} id={icon.id} viewBox="0 0 20 20">
          <path
            d={icon.d}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </symbol>
      ))}
    </svg>
  )
}

/** Icon instead of a text label so long addresses fit on one line; the label stays for screen readers. */
function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contact-row">
      <dt>
        <svg aria-hidden="true" className="h-4 w-4">
          <use href={`#${CONTACT_ICONS[label]?.id}`} />
        </svg>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
