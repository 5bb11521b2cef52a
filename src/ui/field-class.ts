/** The site's text inputs and text areas (account forms, consult form): one look everywhere. */
export const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 read-only:bg-slate-50 read-only:text-slate-600 disabled:opacity-60 aria-[invalid=true]:border-red-500'
