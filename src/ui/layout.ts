/** The UI kit: presentational building blocks shared by every feature (import each from its own module, e.g. `@/ui/Button`, so client bundles take only what they use). Data comes in as props. */
/** The page's content column: the one max width and side padding every band uses. */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8'

/** A white panel of the member's pages (个人中心, a project): one section each. */
export const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-7'
