'use client'

import { Chevron } from '@/ui/Chevron'
import { useState, useSyncExternalStore } from 'react'
import { FacultyCard, type FacultyCardData } from './FacultyCard'
import {
  FACULTY_MOBILE_MAX_WIDTH,
  FACULTY_PER_PAGE_DESKTOP,
  FACULTY_PER_PAGE_MOBILE,
  clampPage,
  pageCount,
  pageItems,
} from './carousel'

const mobileQuery = `(max-width: ${FACULTY_MOBILE_MAX_WIDTH}px)`

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** 2 per page under 768 px, otherwise 4. The server renders the desktop paging. */
function usePerPage(): number {
  const mobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  )
  return mobile ? FACULTY_PER_PAGE_MOBILE : FACULTY_PER_PAGE_DESKTOP
}

/**
 * Pages through the faculty cards (drawn here from the server's prepared data, which is far smaller
 * in the page payload than every card's rendered tree): arrows disabled at the ends, dots jump to a page.
 */
export function FacultyCarousel({ people }: { people: FacultyCardData[] }) {
  const perPage = usePerPage()
  const [requestedPage, setRequestedPage] = useState(0)
  const pages = pageCount(people.length, perPage)
  const page = clampPage(requestedPage, pages)
  const visible = pageItems(people, page, perPage)
  const goTo = (next: number) => setRequestedPage(clampPage(next, pages))

  return (
    <div className="relative" data-faculty-carousel data-page={page} data-pages={pages}>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4" aria-live="polite">
        {visible.map((person, index) => (
          // Before hydration a phone still gets 2 cards: the server renders 4 and CSS hides the last two.
          <li key={page * perPage + index} className={index >= FACULTY_PER_PAGE_MOBILE ? 'max-md:hidden' : ''}>
            <FacultyCard person={person} />
          </li>
        ))}
      </ul>

      {pages > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label="上一页"
            disabled={page === 0}
            onClick={() => goTo(page - 1)}
            className={arrowClass}
          >
            <Chevron direction="left" />
          </button>
          <div className="flex items-center">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`第 ${index + 1} 页`}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => goTo(index)}
                className="group flex h-10 w-8 items-center justify-center"
                data-faculty-dot
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${index === page ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="下一页"
            disabled={page === pages - 1}
            onClick={() => goTo(page + 1)}
            className={arrowClass}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </div>
  )
}

const arrowClass = 'carousel-arrow'
