import { HomeSection } from './HomeSection'

type SellingPoint = { title: string; description: string; icon: string }

/** The spec's four selling points, used when site settings have none (e.g. a fresh database). */
export const DEFAULT_SELLING_POINTS: SellingPoint[] = [
  { title: '专业团队', description: '博士与高校教师组成的专家团队，覆盖主要研究领域。', icon: '👨‍🔬' },
  { title: '高质量服务', description: '严格遵循学术规范，多轮质量审核。', icon: '🏆' },
  { title: '快速响应', description: '学术顾问及时响应需求，进度透明。', icon: '⚡' },
  { title: '保密安全', description: '签署保密协议，数据与稿件全程保密。', icon: '🔒' },
]

export function HomeWhyChooseUs({ points }: { points: SellingPoint[] }) {
  const shown = points.length > 0 ? points : DEFAULT_SELLING_POINTS
  return (
    <HomeSection
      id="why-choose-us"
      eyebrow="我们的优势"
      title="为什么选择我们"
      description="以专业、高效与可靠，成为科研工作者值得信赖的学术伙伴。"
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {shown.map((point) => (
          <li key={point.title} className="why-card">
            <span className="why-icon" aria-hidden="true">
              {point.icon || '✨'}
            </span>
            <h3 className="why-title">{point.title}</h3>
            {point.description && <p className="why-text">{point.description}</p>}
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
