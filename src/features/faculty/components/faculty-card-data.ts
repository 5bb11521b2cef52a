import { parseContactInfo, type FacultyDTO } from '@/features/faculty/serialize'
import { imgAttributes } from '@/ui/Img'
import type { FacultyCardData } from './FacultyCard'
import { visibleWithRest } from './carousel'

const EXPERTISE_SHOWN = 2
const ACHIEVEMENTS_SHOWN = 1

/**
 * What a faculty card shows, worked out on the server: the carousel (a client island) gets these
 * few fields instead of every card's rendered tree, and draws the cards itself. Absent parts are
 * left out rather than set to undefined, which the page payload would spell out.
 */
export function facultyCardData(person: FacultyDTO): FacultyCardData {
  const card: FacultyCardData = { id: person.id, name: person.name }
  if (person.title) card.title = person.title
  if (person.avatar_url) {
    card.avatar = imgAttributes({
      src: person.avatar_url,
      alt: `${person.name}的头像`,
      width: 64,
      height: 64,
      className: 'faculty-avatar',
    })
  }
  if (person.background) card.background = person.background
  if (person.expertise.length > 0) {
    const { visible, rest } = visibleWithRest(person.expertise, EXPERTISE_SHOWN)
    card.tags = visible
    if (rest > 0) card.moreTags = person.expertise.slice(EXPERTISE_SHOWN).join('、')
    if (rest > 0) card.moreTagCount = rest
  }
  if (person.achievements.length > 0) {
    const { visible, rest } = visibleWithRest(person.achievements, ACHIEVEMENTS_SHOWN)
    card.award = visible[0] ?? ''
    if (rest > 0) card.moreAwards = person.achievements.slice(ACHIEVEMENTS_SHOWN).join('、')
    if (rest > 0) card.moreAwardCount = rest
  }
  const contact = parseContactInfo(person.contact_info)
  if (contact.email) {
    card.email = contact.email
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email)) card.mailto = true
  }
  if (contact.phone) {
    card.phone = contact.phone
    card.tel = `tel:${contact.phone.replace(/\s+/g, '')}`
  }
  if (contact.wechat) card.wechat = contact.wechat
  if (contact.website && /^https?:\/\//i.test(contact.website)) {
    card.website = contact.website
    card.site = contact.website.replace(/^https?:\/\//i, '')
  }
  return card
}
