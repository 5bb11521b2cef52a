import { CONTACT_ICON_IDS } from './FacultyCard'

const CONTACT_ICON_PATHS: Record<keyof typeof CONTACT_ICON_IDS, string> = {
  邮箱: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h11A1.5 1.5 0 0 1 17 6.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 13.5v-7zm1 .3 6 4.2 6-4.2',
  电话: 'M5 3.5h2.5l1.2 3.3-1.6 1.1a9 9 0 0 0 5 5l1.1-1.6 3.3 1.2V15a1.5 1.5 0 0 1-1.6 1.5A13 13 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5z',
  微信: 'M7.5 4C4.5 4 2.5 6 2.5 8.3c0 1.3.7 2.4 1.8 3.2l-.5 1.6 1.9-1c.6.2 1.2.3 1.8.3M12.5 8c2.7 0 5 1.8 5 4s-2.3 4-5 4c-.6 0-1.1-.1-1.6-.2l-1.9 1 .5-1.5c-1.2-.7-2-1.9-2-3.3 0-2.2 2.3-4 5-4z',
  网站: 'M10 2.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zm-7.5 7.5h15M10 2.5c2 2 3 4.5 3 7.5s-1 5.5-3 7.5c-2-2-3-4.5-3-7.5s1-5.5 3-7.5z',
}

/**
 * The contact icons drawn once per page (render it once next to the cards); each card's rows
 * point at them with <use>, so the path data is not repeated in every card.
 */
export function FacultyContactIcons() {
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0 overflow-hidden">
      {Object.entries(CONTACT_ICON_PATHS).map(([label, d]) => (
        <symbol key={label} id={CONTACT_ICON_IDS[label as keyof typeof CONTACT_ICON_IDS]} viewBox="0 0 20 20">
          <path
            d={d}
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
