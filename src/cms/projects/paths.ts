/** The client's page of a project on the site. */
export const projectPagePath = (number: string) => `/profile/projects/${encodeURIComponent(number)}`
