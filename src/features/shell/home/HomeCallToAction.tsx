import Link from 'next/link'

export function HomeCallToAction() {
  return (
    <section aria-labelledby="home-cta-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-5 pb-16 sm:px-6 md:pb-20 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-5 py-10 text-center shadow-xl sm:px-6 sm:py-12 shadow-brand-900/20 md:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-white/10"
          />
          <h2 id="home-cta-heading" className="relative text-xl font-bold text-white sm:text-2xl md:text-3xl">
            准备开启您的科研项目了吗？
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-[15px] leading-7 text-white md:text-base">
            告诉我们您的研究方向与目标，学术顾问将为您匹配合适的专家，并给出清晰的方案与报价。
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href="/contact"
              className="inline-flex items-center justify-center rounded-xl bg-white px-7 py-3.5 text-base font-semibold text-brand-700 shadow-md transition-colors hover:bg-brand-50"
            >
              立即咨询
            </Link>
            <Link
              href="/contact"
              className="inline-flex items-center justify-center rounded-xl border border-white/70 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              获取专属方案
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
