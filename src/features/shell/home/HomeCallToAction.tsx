import Link from 'next/link'

export function HomeCallToAction() {
  return (
    <section aria-labelledby="home-cta-heading" className="bg-white">
      <div className="cta-wrap">
        <div className="cta-box">
          <div aria-hidden="true" className="cta-blob-a" />
          <div aria-hidden="true" className="cta-blob-b" />
          <h2 id="home-cta-heading" className="cta-title">
            准备开启您的科研项目了吗？
          </h2>
          <p className="cta-text">告诉我们您的研究方向与目标，学术顾问将为您匹配合适的专家，并给出清晰的方案与报价。</p>
          <div className="cta-actions">
            <Link href="/contact" className="cta-btn bg-white text-brand-700 shadow-md hover:bg-brand-50">
              立即咨询
            </Link>
            <Link href="/contact" className="cta-btn border border-white/70 text-white hover:bg-white/10">
              获取专属方案
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
