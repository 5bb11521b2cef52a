/** The UI kit: presentational building blocks shared by every feature (import each from its own module, e.g. `@/ui/Button`, so client bundles take only what they use). Data comes in as props. */
/** The page's content column: the one max width and side padding every band uses. */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8'
