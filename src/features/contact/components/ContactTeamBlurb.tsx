import { LinkButton } from '@/ui/Button'

/** The short "our team" note on the contact page. */
export function ContactTeamBlurb() {
  const promises = [
    { icon: '🎓', title: '博士专家团队', text: '顾问与讲师来自高校、医院与科研院所，熟悉各学科的研究规范。' },
    { icon: '⏱️', title: '快速响应', text: '工作日 24 小时内回复咨询，重要项目安排专人全程跟进。' },
    { icon: '🔒', title: '严格保密', text: '沟通内容、研究数据与稿件全程保密，可签署保密协议。' },
  ]
  return (
    <section aria-labelledby="contact-team-heading" className="rounded-3xl bg-slate-50 px-6 py-10 md:px-10">
      <div className="md:flex md:items-end md:justify-between md:gap-8">
        <div className="max-w-2xl">
          <h2 id="contact-team-heading" className="text-2xl font-bold text-slate-900">
            我们的团队
          </h2>
          <p className="mt-3 text-[15px] leading-7 text-slate-600">
            我们是一支由博士、高校教师与资深编辑组成的科研服务团队，长期为科研工作者提供生物信息、临床研究、Meta
            分析、论文写作与润色等学术支持。无论您处在选题、数据分析还是投稿阶段，都可以随时与我们联系。
          </p>
        </div>
        <LinkButton href="/team" variant="secondary" className="mt-5 shrink-0 md:mt-0">
          了解专业团队
        </LinkButton>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {promises.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <span aria-hidden="true">{item.icon}</span>
              {item.title}
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
