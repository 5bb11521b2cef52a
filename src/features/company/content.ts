/**
 * Fixed copy of the company pages (layout-level text, not edited by staff). Prices, tiers,
 * courses, team members and job postings live in the CMS; the claimed figures in site settings.
 */

export type ValueItem = { title: string; description: string }

/** The four company values of the About story (spec: 专业, 诚信, 创新, 共赢). */
export const COMPANY_VALUES: ValueItem[] = [
  { title: '专业', description: '导师团队由博士、教授与资深统计师组成，用严谨的科研方法对待每一个课题。' },
  { title: '诚信', description: '明码标价、如实承诺，尊重学术规范，保护每一位客户的数据与成果。' },
  { title: '创新', description: '持续跟进单细胞、多组学、机器学习等前沿方法，把新方法带进你的研究。' },
  { title: '共赢', description: '以客户的科研成长为目标，与研究者长期合作、共同进步。' },
]

export const ABOUT_STORY = {
  founded_text: (year: string) => `成立于${year}年`,
  paragraphs: (year: string) => [
    `我们成立于${year}年，由一群在生物信息学、临床医学和生物统计领域深耕多年的科研工作者创办。创立之初，我们看到许多临床医生和研究生手握宝贵的数据与想法，却苦于缺少方法指导，难以把研究变成高质量的论文。`,
    '于是我们从一对一生信辅导起步，逐步扩展到临床研究、Meta分析、统计分析、论文写作、润色选刊、基金申请、科研培训与湿实验服务，陪伴研究者走完从选题到发表的每一步。',
    '今天，我们依然坚持“专业、诚信、创新、共赢”的理念，用严谨的方法和真诚的服务，帮助更多研究者实现科研目标。',
  ],
}

/** The three value cards of /team (spec: mission, vision, values). */
export const TEAM_VALUE_CARDS: ValueItem[] = [
  { title: '使命', description: '让每一位研究者都能获得专业的科研方法指导，把好的想法变成好的成果。' },
  { title: '愿景', description: '成为科研工作者最信赖的学术服务伙伴。' },
  { title: '价值观', description: '专业、诚信、创新、共赢。' },
]

/** Careers: culture (spec: learning, teamwork, innovation). */
export const CAREERS_CULTURE: ValueItem[] = [
  { title: '学习', description: '定期组织技术分享与学术研讨，支持参加学术会议和专业培训。' },
  { title: '协作', description: '生信、临床、统计、实验多学科团队紧密合作，共同解决复杂课题。' },
  { title: '创新', description: '鼓励尝试新方法、新工具，好的想法都有机会落地。' },
]
