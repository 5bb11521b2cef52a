/** The home 学术资源 section while the browser asks for the list. */
export function HomeResourcesLoading() {
  return (
    <p className="py-10 text-center text-sm text-slate-600" role="status" data-testid="home-resources-loading">
      正在加载学术资源...
    </p>
  )
}
