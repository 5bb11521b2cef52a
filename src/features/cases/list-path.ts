/** The address of a page of the case list: /cases, then /cases/page/N. */
export function casesListPath(page: number): string {
  return page > 1 ? `/cases/page/${page}` : '/cases'
}
