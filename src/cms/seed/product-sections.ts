/**
 * The product pages' deeper sections (服务流程, 交付内容, 服务保障, 常见问题) for the seeded demo
 * products. DEMO COPY: written for the demonstration site, per service category, not the company's
 * real terms. The guarantees repeat what the spec has the pages claim (7-day no-reason refund,
 * instalment payment, confidentiality); staff replace all of it in the admin (商品 → 详情页内容).
 */

export type ProductSections = {
  process: { title: string; description: string }[]
  deliverables: { item: string }[]
  guarantees: { title: string; description: string }[]
  faq: { question: string; answer: string }[]
}

const GUARANTEES: ProductSections['guarantees'] = [
  { title: '7天无理由退款', description: '付款后7天内未开始服务，可申请全额退款，无需说明理由。' },
  { title: '支持分期付款', description: '订单可分两至三期支付，按服务进度结算。' },
  { title: '全程保密', description: '签署保密协议，数据与稿件仅用于本次服务，结束后按约定删除。' },
]

const COMMON_FAQ: ProductSections['faq'] = [
  {
    question: '如何开具发票？',
    answer: '付款后可在个人中心或联系客服申请增值税普通发票或专用发票，一般3个工作日内开出。',
  },
]

type CategorySections = Omit<ProductSections, 'guarantees'>

const BY_CATEGORY: Record<string, CategorySections> = {
  bioinformatics: {
    process: [
      { title: '需求沟通', description: '了解研究方向、数据基础与期刊目标，确定分析路线。' },
      { title: '方案确认', description: '导师出具分析方案与时间表，双方确认后开始。' },
      { title: '分析实操', description: '一对一带教数据下载、清洗、分析与作图，每周例会答疑。' },
      { title: '成稿指导', description: '指导结果解读与论文撰写，完成可投稿初稿。' },
      { title: '投稿答疑', description: '回答审稿意见相关的分析问题，补充必要的图表。' },
    ],
    deliverables: [
      { item: '完整分析代码（R / Python）与运行说明' },
      { item: '论文级图表（TIFF / PDF，300 dpi 以上）' },
      { item: '方法学描述与结果解读文档' },
      { item: '每次辅导的录屏回放' },
    ],
    faq: [
      {
        question: '没有编程基础可以学吗？',
        answer: '可以。基础版从 R 语言环境配置讲起，导师提供逐行注释的代码，多数学员两周内能独立运行分析流程。',
      },
      {
        question: '需要自己准备数据吗？',
        answer: '不需要。公共数据库（TCGA、GEO 等）的数据由导师带领下载整理；如有自有测序数据，也可纳入分析。',
      },
    ],
  },
  'clinical-research': {
    process: [
      { title: '选题评估', description: '评估数据条件与临床意义，确定研究问题。' },
      { title: '研究设计', description: '确定研究类型、纳排标准、结局指标与统计方法。' },
      { title: '数据整理', description: '数据清洗、变量定义与缺失值处理。' },
      { title: '统计建模', description: '完成主要分析与敏感性分析，输出图表。' },
      { title: '论文撰写', description: '按 STROBE 等报告规范完成论文初稿。' },
    ],
    deliverables: [
      { item: '研究方案与统计分析计划' },
      { item: '清洗后的分析数据集与代码' },
      { item: '统计结果表格与图表' },
      { item: '论文初稿（中英文均可）' },
    ],
    faq: [
      {
        question: '医院数据需要伦理审批吗？',
        answer: '使用医院自有病例数据一般需要伦理委员会批准或豁免，我们可协助准备伦理申请所需的研究方案材料。',
      },
      {
        question: '数据会被带出医院吗？',
        answer: '可以只提供脱敏后的数据，也可以由导师远程指导您在院内电脑上完成分析，原始数据不离开医院。',
      },
    ],
  },
  'meta-analysis': {
    process: [
      { title: '选题查新', description: '检索已发表与已注册的同类研究，确认选题可行。' },
      { title: '方案注册', description: '撰写研究方案并协助在 PROSPERO 注册。' },
      { title: '检索筛选', description: '制定检索式，多数据库检索，双人独立筛选。' },
      { title: '数据合并', description: '数据提取、质量评价与合并分析、异质性与发表偏倚检验。' },
      { title: '论文撰写', description: '按 PRISMA 2020 规范完成论文与流程图。' },
    ],
    deliverables: [
      { item: '检索式与检索记录' },
      { item: 'PRISMA 流程图与数据提取表' },
      { item: '森林图、漏斗图等全部图表' },
      { item: '论文初稿与投稿建议' },
    ],
    faq: [
      {
        question: '一篇Meta分析大约需要多久？',
        answer: '标准版从选题到成稿约6至8周，纳入文献较多或需要网状Meta分析时相应延长。',
      },
      {
        question: '必须注册 PROSPERO 吗？',
        answer: '多数期刊要求或推荐注册。我们协助撰写注册方案，审核通常需要数周，可与检索工作同步进行。',
      },
    ],
  },
  'statistical-analysis': {
    process: [
      { title: '提交数据', description: '提交数据与研究问题，说明期望的分析结果。' },
      { title: '方法确认', description: '统计师选择合适方法并说明理由。' },
      { title: '分析执行', description: '完成分析、检验前提条件并输出结果。' },
      { title: '结果讲解', description: '一对一讲解结果含义与论文写法。' },
    ],
    deliverables: [
      { item: '统计分析报告（方法、结果与解释）' },
      { item: '可复现的分析代码或 SPSS 操作步骤' },
      { item: '三线表与论文级图表' },
    ],
    faq: [
      {
        question: '课程结束有证书吗？',
        answer: '医学统计分析指导课程完成全部课时与实操作业后颁发结课证书。',
      },
      {
        question: '可以用我自己的数据练习吗？',
        answer: '可以，课程的实操环节鼓励使用学员自己的课题数据，统计师会针对性点评。',
      },
    ],
  },
  'paper-writing': {
    process: [
      { title: '稿件评估', description: '评估研究内容、创新点与目标期刊。' },
      { title: '提纲确认', description: '确定论文结构与各部分要点。' },
      { title: '写作指导', description: '逐节指导撰写，导师批注修改。' },
      { title: '定稿润色', description: '语言润色与格式调整，准备投稿材料。' },
    ],
    deliverables: [
      { item: '论文提纲与逐节修改批注' },
      { item: '定稿全文（符合目标期刊格式）' },
      { item: 'Cover Letter 与投稿系统填写指导' },
    ],
    faq: [
      {
        question: '你们会代写论文吗？',
        answer: '不会。我们提供写作方法指导与修改建议，论文由作者本人完成，符合学术规范与期刊的作者贡献要求。',
      },
      {
        question: '中文稿件可以吗？',
        answer: '可以。中文核心期刊与英文SCI期刊的写作指导均可提供。',
      },
    ],
  },
  'editing-journal-selection': {
    process: [
      { title: '提交稿件', description: '上传稿件并说明目标期刊与截止时间。' },
      { title: '编辑修改', description: '母语编辑逐句润色，学科编辑审核术语。' },
      { title: '返稿确认', description: '交付修订模式稿件与编辑说明。' },
      { title: '免费复改', description: '一定期限内对同一稿件的修改免费再润色。' },
    ],
    deliverables: [{ item: '修订模式稿件与清洁版稿件' }, { item: '编辑意见说明' }, { item: '语言润色证明' }],
    faq: [
      {
        question: '润色需要几天？',
        answer: '标准服务5个工作日返稿，加急服务最快48小时，可在下单时选择。',
      },
      {
        question: '润色后被拒稿怎么办？',
        answer: '如因语言问题被拒，凭审稿意见可免费再次润色。',
      },
    ],
  },
  'grant-project': {
    process: [
      { title: '基础评估', description: '评估前期工作基础、研究方向与申请类别。' },
      { title: '选题凝练', description: '凝练科学问题与研究假说。' },
      { title: '本子撰写', description: '指导立项依据、研究内容与技术路线的撰写。' },
      { title: '专家预审', description: '同行专家模拟评审并提出修改意见。' },
    ],
    deliverables: [
      { item: '选题与科学问题凝练意见' },
      { item: '逐节修改批注的申请书' },
      { item: '技术路线图' },
      { item: '模拟评审意见表' },
    ],
    faq: [
      {
        question: '什么时候开始准备比较合适？',
        answer: '国自然建议至少在截止前3个月开始，以便有时间补充预实验数据与反复修改。',
      },
      {
        question: '可以只做预审吗？',
        answer: '可以。已完成初稿的申请书可单独购买专家预审服务。',
      },
    ],
  },
  'english-training': {
    process: [
      { title: '水平测评', description: '测评听说读写基础，确定学习目标。' },
      { title: '制定计划', description: '按考试或学术交流需求定制课程计划。' },
      { title: '课程学习', description: '直播与录播结合，布置并批改作业。' },
      { title: '模拟检验', description: '模拟考试或学术报告演练，反馈提升建议。' },
    ],
    deliverables: [{ item: '个性化学习计划' }, { item: '课程讲义与录播回放' }, { item: '作业批改与阶段测评报告' }],
    faq: [
      {
        question: '上课时间可以调整吗？',
        answer: '一对一课程可提前24小时与老师协商调整；班课提供录播回放。',
      },
      {
        question: '适合哪些人？',
        answer: '适合需要准备英语考试、撰写英文论文或参加国际会议交流的研究生与医生。',
      },
    ],
  },
  'research-training': {
    process: [
      { title: '报名缴费', description: '选择课程并完成报名。' },
      { title: '课前准备', description: '收到学习资料与环境配置指南。' },
      { title: '系统学习', description: '按课程大纲学习，完成课后练习。' },
      { title: '答疑结课', description: '课程群答疑，完成结课作业。' },
    ],
    deliverables: [
      { item: '课程讲义与示例数据' },
      { item: '全部课程的录播回放' },
      { item: '结课证书（完成作业后颁发）' },
    ],
    faq: [
      {
        question: '录播可以看多久？',
        answer: '录播回放自开课之日起一年内可反复观看。',
      },
      {
        question: '课程可以开发票吗？',
        answer: '可以，发票内容可开培训费。',
      },
    ],
  },
  'wet-lab': {
    process: [
      { title: '实验咨询', description: '沟通实验目的、样本与检测指标。' },
      { title: '方案设计', description: '出具实验方案、周期与报价。' },
      { title: '样本寄送', description: '按要求寄送样本，到样核对。' },
      { title: '实验执行', description: '按方案完成实验，关键节点反馈进度。' },
      { title: '结果交付', description: '交付原始数据、图片与实验报告。' },
    ],
    deliverables: [
      { item: '实验方案与实验记录' },
      { item: '原始数据与原始图片' },
      { item: '实验报告（含方法描述，可用于论文）' },
    ],
    faq: [
      {
        question: '样本如何寄送？',
        answer: '细胞与组织样本需干冰或冰袋运输，下单后我们提供详细的寄样说明与地址。',
      },
      {
        question: '实验失败怎么办？',
        answer: '因我方操作原因导致实验失败的，免费重做。',
      },
    ],
  },
}

/** The sections of a seeded product of this category (none for a category without demo copy). */
export function productSectionsFor(categorySlug: string): ProductSections | null {
  const sections = BY_CATEGORY[categorySlug]
  if (!sections) return null
  return { ...sections, guarantees: GUARANTEES, faq: [...sections.faq, ...COMMON_FAQ] }
}
