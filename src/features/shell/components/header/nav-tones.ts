/**
 * The classes of the header's links, kept here rather than passed as props: the client islands
 * (NavLink, NavDropdown) would otherwise carry every class string in each page's payload. The
 * utility lists behind the names are in globals.css.
 */
export const NAV_TONES = {
  desktop: { base: 'nav-d', active: 'text-brand-700', inactive: 'nav-d-off' },
  mobile: { base: 'nav-m', active: 'nav-on-m', inactive: 'nav-m-off' },
} as const

export type NavTone = keyof typeof NAV_TONES

export const navClass = (tone: NavTone, current: boolean) =>
  `${NAV_TONES[tone].base} ${current ? NAV_TONES[tone].active : NAV_TONES[tone].inactive}`
