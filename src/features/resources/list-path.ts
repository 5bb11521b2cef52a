/** The address of a page of the resource centre's list: /resources, then /resources/page/N. */
export function resourcesListPath(page = 1): string {
  return page > 1 ? `/resources/page/${page}` : '/resources'
}
