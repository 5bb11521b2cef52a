/**
 * The classes of the header's links, kept here rather than passed as props: the client islands
 * (NavLink, NavDropdown) would otherwise carry every class string in each page's payload.
 */
export const NAV_TONES = {
  desktop: {
    base: 'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3 lg:text-[15px]',
    active: 'text-brand-700',
    inactive: 'text-slate-700 hover:bg-brand-50 hover:text-brand-700',
  },
  mobile: {
    base: 'flex w-full items-center justify-between rounded-lg px-4 py-3 text-base font-medium',
    active: 'bg-brand-50 text-brand-700',
    inactive: 'text-slate-800 hover:bg-slate-50',
  },
} as const

export type NavTone = keyof typeof NAV_TONES

export const navClass = (tone: NavTone, current: boolean) =>
  `${NAV_TONES[tone].base} ${current ? NAV_TONES[tone].active : NAV_TONES[tone].inactive}`
