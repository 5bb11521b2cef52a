/** The page's content column: the one max width and side padding every band uses. */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8'
