/**
 * The eight research-consulting pages (/services/<slug>, template 科研咨询详情) and the cards of
 * /research-consultation, as first seeded; staff edit them in the admin afterwards. The card's
 * four points are `card_features`, 服务内容 is `features`, 服务流程 is `steps`.
 */
import type { ServicePage } from '@/payload-types'

type Consulting = {
  id: string
  title: string
  description: string
  icon: NonNullable<ServicePage['icon']>
  color: NonNullable<ServicePage['color']>
  features: [string, string, string, string]
  intro: string
  includes: { title: string; description: string }[]
  audience: string[]
  process: { title: string; description: string }[]
  format: string
}

const CONSULTING: Consulting[] = [
  {
    id: 'paper-topic-guidance',
    title: '论文选题指导',
    description: '结合研究基础、数据条件与学科热点，帮助您确定有创新性、可落地、易发表的研究选题。',
    icon: 'lightbulb',
    color: 'blue',
    features: ['研究热点与空白分析', '选题可行性评估', '创新点提炼', '目标期刊初步匹配'],
    intro:
      '好的选题是论文成功的一半。我们的学术顾问会先了解您的专业方向、已有数据和时间安排，再通过文献计量与近三年高被引研究梳理领域热点与空白，给出 2 至 3 个可行方向，并与您一起把最合适的一个细化成清晰的研究问题。',
    includes: [
      { title: '研究现状梳理', description: '系统检索近年核心文献，整理研究脉络、主流方法与尚未解决的问题。' },
      { title: '选题可行性评估', description: '从数据可得性、技术难度、周期和伦理要求等方面评估每个方向的可行性。' },
      { title: '创新点提炼', description: '明确与已有研究的差异，用一句话讲清楚“这项研究新在哪里”。' },
      { title: '期刊定位建议', description: '根据选题类型与预期结果，推荐合适的目标期刊梯队。' },
    ],
    audience: [
      '刚进入课题组、尚未确定研究方向的研究生',
      '手中有临床数据但不知从何下笔的医生',
      '希望从原有方向拓展新课题的青年科研人员',
    ],
    process: [
      { title: '需求沟通', description: '了解您的专业背景、数据情况、毕业或晋升时间要求。' },
      { title: '文献调研', description: '顾问检索并分析相关文献，形成研究现状简报。' },
      { title: '方向论证', description: '提出 2 至 3 个候选选题，逐一说明依据、难度与风险。' },
      { title: '选题确定', description: '与您讨论后确定最终选题，并给出下一步研究设计建议。' },
    ],
    format: '线上一对一会议与书面报告，通常 1 至 2 周完成。',
  },
  {
    id: 'research-methodology',
    title: '科研方法指导',
    description: '针对您的研究问题选择合适的研究设计与统计方法，让研究方案经得起审稿人推敲。',
    icon: 'beaker',
    color: 'emerald',
    features: ['研究设计类型选择', '样本量估算', '统计分析方案制定', '偏倚控制与质量评价'],
    intro:
      '方法学问题是论文被拒的常见原因。我们的方法学顾问会从研究问题出发，帮助您选择恰当的研究设计，规范变量定义与数据收集流程，制定完整的统计分析计划，并提前识别可能被审稿人质疑的偏倚来源。',
    includes: [
      {
        title: '研究设计咨询',
        description: '在横断面、队列、病例对照、随机对照试验及系统评价等设计中选择最匹配的一种。',
      },
      { title: '样本量与检验效能', description: '根据预期效应量估算所需样本量，并说明计算依据。' },
      { title: '统计分析计划', description: '列出主要与次要结局的分析方法、协变量处理和敏感性分析。' },
      { title: '报告规范对照', description: '按 CONSORT、STROBE、PRISMA 等报告规范逐项检查方案。' },
    ],
    audience: ['正在撰写研究方案或开题报告的研究生', '准备开展临床研究的医务人员', '收到审稿意见质疑方法学的作者'],
    process: [
      { title: '问题界定', description: '用 PICO 等框架把研究问题表述清楚。' },
      { title: '设计选择', description: '比较可选的研究设计，确定方案与数据来源。' },
      { title: '分析计划', description: '制定统计分析计划并完成样本量估算。' },
      { title: '方案审阅', description: '对照报告规范审阅完整方案，给出修改意见。' },
    ],
    format: '线上一对一讲解加书面方案批注，可按研究阶段分次预约。',
  },
  {
    id: 'team-collaboration',
    title: '科研团队协作',
    description: '帮助课题组建立高效的分工、进度与数据管理机制，让多人协作的研究项目稳步推进。',
    icon: 'users',
    color: 'violet',
    features: ['团队分工与角色设计', '项目进度管理', '数据与文档规范', '多中心合作协调'],
    intro:
      '课题组人员多、项目并行时，常常出现进度拖延、数据版本混乱和成果署名分歧。我们结合众多课题组的管理经验，为团队量身设计协作流程与工具方案，并在项目初期陪伴团队落地执行。',
    includes: [
      { title: '协作现状诊断', description: '通过访谈了解团队规模、在研项目与当前协作中的主要障碍。' },
      { title: '分工与署名约定', description: '明确各成员职责，提前约定作者贡献与署名规则。' },
      { title: '进度与会议机制', description: '建立里程碑计划、周例会模板与任务跟踪方式。' },
      { title: '数据管理规范', description: '统一数据命名、版本管理与备份规则，保障数据安全与可追溯。' },
    ],
    audience: ['新组建或快速扩张的课题组', '同时推进多个项目的研究团队', '开展多中心研究的牵头单位'],
    process: [
      { title: '团队访谈', description: '与负责人和核心成员沟通，梳理协作痛点。' },
      { title: '方案设计', description: '制定分工、进度与数据管理方案。' },
      { title: '试运行', description: '陪伴团队试运行一个周期，及时调整。' },
      { title: '复盘优化', description: '总结运行情况，形成团队可长期使用的协作手册。' },
    ],
    format: '线上会议为主，可按团队需要安排阶段性回访。',
  },
  {
    id: 'project-planning',
    title: '课题规划设计',
    description: '围绕长期研究目标规划课题布局与技术路线，为基金申报和系列论文产出打好基础。',
    icon: 'clipboard',
    color: 'amber',
    features: ['研究方向长期规划', '技术路线设计', '阶段目标与里程碑', '基金申报衔接'],
    intro:
      '零散的研究很难形成影响力。我们帮助您从未来三到五年的研究目标出发，梳理已有基础，设计层层递进的课题布局与技术路线，让每一篇论文、每一项基金都服务于同一条主线。',
    includes: [
      { title: '研究基础盘点', description: '梳理已有成果、数据资源、平台条件与合作关系。' },
      { title: '方向与课题布局', description: '规划主线方向及其下的系列子课题，明确先后顺序。' },
      { title: '技术路线图', description: '绘制清晰的技术路线图，标注关键方法与可能的替代方案。' },
      { title: '成果与申报计划', description: '结合基金申报周期，安排论文产出与项目申报节点。' },
    ],
    audience: [
      '准备申报国家自然科学基金等项目的科研人员',
      '刚独立开展研究的青年教师与医生',
      '需要制定学科发展规划的团队负责人',
    ],
    process: [
      { title: '目标沟通', description: '了解您的职业阶段、研究兴趣与近期考核要求。' },
      { title: '基础盘点', description: '整理已有成果与资源，找出优势与短板。' },
      { title: '规划设计', description: '形成课题布局与技术路线初稿。' },
      { title: '讨论定稿', description: '与您反复讨论修改，交付完整的课题规划书。' },
    ],
    format: '线上一对一咨询加规划书交付，通常 2 至 3 周完成。',
  },
  {
    id: 'academic-thinking',
    title: '学术思维培养',
    description: '通过文献精读、批判性讨论与写作训练，培养提出问题、分析问题和表达观点的学术能力。',
    icon: 'sparkles',
    color: 'rose',
    features: ['文献精读与批判性评价', '科学问题提出训练', '逻辑论证与学术表达', '个性化成长反馈'],
    intro:
      '很多同学会做实验、会跑分析，却难以独立提出有价值的科学问题。我们以导师带教的方式，通过经典与前沿文献精读、研究设计讨论和短文写作练习，逐步培养您的批判性思维与学术表达能力。',
    includes: [
      { title: '文献精读', description: '每周精读一篇高质量论文，学习如何评价研究设计与证据强度。' },
      { title: '问题提出训练', description: '从文献讨论部分出发，练习提出可研究的新问题。' },
      { title: '论证与表达', description: '通过摘要与评述写作，训练清晰、严谨的学术表达。' },
      { title: '成长反馈', description: '导师定期点评，记录进步并调整训练重点。' },
    ],
    audience: ['本科高年级及研究生低年级学生', '希望提升独立科研能力的研究人员', '准备申请国内外研究生项目的学生'],
    process: [
      { title: '能力评估', description: '通过一次讨论与写作练习了解您的起点。' },
      { title: '制定计划', description: '根据专业方向挑选文献，制定训练计划。' },
      { title: '带教训练', description: '按周进行精读讨论与写作练习。' },
      { title: '阶段总结', description: '每个阶段结束时给出书面反馈与后续建议。' },
    ],
    format: '每周一次线上讨论，一般以 8 周为一个训练周期。',
  },
  {
    id: 'achievement-transformation',
    title: '科研成果转化',
    description: '协助将研究成果转化为专利、软件著作权、标准或合作项目，让科研价值真正落地。',
    icon: 'trending',
    color: 'cyan',
    features: ['成果价值评估', '专利与软著布局', '转化路径设计', '产学研合作对接'],
    intro:
      '不少有应用前景的研究停留在论文阶段。我们的成果转化顾问会评估您研究成果的技术成熟度与应用价值，规划知识产权保护方案，并根据成果特点设计许可、合作开发或项目孵化等转化路径。',
    includes: [
      { title: '成果评估', description: '从创新性、技术成熟度与市场需求三方面评估成果价值。' },
      { title: '知识产权布局', description: '梳理可申请专利与软件著作权的内容，规划申请顺序。' },
      { title: '转化路径设计', description: '比较许可、转让、合作开发等方式，给出适合的方案。' },
      { title: '合作对接建议', description: '结合成果方向，提供合作单位类型与对接要点建议。' },
    ],
    audience: [
      '拥有可应用研究成果的高校教师与科研人员',
      '开发了模型、工具或软件的研究团队',
      '希望开展产学研合作的医院科室',
    ],
    process: [
      { title: '成果了解', description: '在签署保密协议后，详细了解成果内容与进展。' },
      { title: '价值评估', description: '形成成果评估意见与知识产权建议。' },
      { title: '路径规划', description: '设计转化路径与时间安排。' },
      { title: '跟进支持', description: '在材料准备与合作洽谈阶段提供咨询支持。' },
    ],
    format: '签署保密协议后线上沟通，按项目进度提供阶段性咨询。',
  },
  {
    id: 'academic-reputation',
    title: '学术影响力提升',
    description: '从成果展示、学术交流到学术形象管理，帮助您的研究被更多同行看到和引用。',
    icon: 'star',
    color: 'indigo',
    features: ['学术主页与档案完善', '会议报告与海报指导', '研究成果传播', '同行交流网络建设'],
    intro:
      '优秀的研究也需要被看见。我们帮助您完善 ORCID、Google Scholar 等学术档案，打磨会议报告与海报，规范地向同行与公众介绍研究成果，逐步建立清晰、可信的学术形象。',
    includes: [
      { title: '学术档案完善', description: '整理并规范 ORCID、学术主页与机构主页中的成果信息。' },
      { title: '会议展示指导', description: '对会议报告幻灯片、口头表达与海报设计进行一对一指导。' },
      { title: '成果传播', description: '协助撰写研究亮点与通俗解读，用于学术公众号等渠道。' },
      { title: '交流网络建设', description: '提供学术会议选择与同行交流方面的建议。' },
    ],
    audience: [
      '即将参加国内外学术会议的研究人员',
      '准备申报人才项目的青年学者',
      '希望扩大研究团队知名度的课题组负责人',
    ],
    process: [
      { title: '现状分析', description: '检视您当前的成果展示与学术档案情况。' },
      { title: '提升方案', description: '根据目标制定有针对性的提升计划。' },
      { title: '逐项落实', description: '与您一起完成档案、报告与传播材料的修改。' },
      { title: '效果回顾', description: '定期回顾引用、交流等方面的变化，调整方案。' },
    ],
    format: '线上一对一指导，可围绕一次重要会议或申报节点集中安排。',
  },
  {
    id: 'academic-career',
    title: '学术职业发展',
    description: '为研究生、博士后与青年学者提供升学、求职、晋升与人才项目申报的个性化规划。',
    icon: 'briefcase',
    color: 'teal',
    features: ['职业路径规划', '升学与求职材料指导', '职称晋升准备', '人才项目申报建议'],
    intro:
      '学术道路上的每一次选择都影响深远。我们的资深顾问会结合您的研究方向、成果积累与个人意愿，分析读博、博士后、高校、医院与企业研发等不同路径，帮助您制定清晰可行的阶段目标，并打磨申请与答辩材料。',
    includes: [
      { title: '职业路径分析', description: '比较不同路径的要求与发展前景，明确适合自己的方向。' },
      { title: '申请材料打磨', description: '修改个人陈述、研究计划、简历与求职信。' },
      { title: '面试与答辩准备', description: '模拟面试与答辩，针对性提升表达与应答。' },
      { title: '晋升与人才项目', description: '梳理职称晋升与人才项目的条件，规划成果积累节奏。' },
    ],
    audience: ['考虑读博或出国深造的硕士研究生', '正在求职的博士与博士后', '准备晋升职称或申报人才项目的青年学者'],
    process: [
      { title: '深度访谈', description: '了解您的背景、成果与职业意愿。' },
      { title: '路径规划', description: '给出 1 至 3 年的职业发展规划与阶段目标。' },
      { title: '材料与面试', description: '针对具体申请修改材料并进行模拟面试。' },
      { title: '持续跟进', description: '在关键节点提供咨询，帮助您及时调整计划。' },
    ],
    format: '线上一对一咨询，可单次预约，也可按申请季长期跟进。',
  },
]

/** Consulting pages come after the other service pages in the admin's list. */
const FIRST_SORT_ORDER = 101

export const consultingPages = CONSULTING.map((service, index) => ({
  slug: service.id,
  template: 'consulting' as const,
  title: service.title,
  description: service.description,
  icon: service.icon,
  color: service.color,
  card_features: [...service.features],
  intro: service.intro,
  features: service.includes,
  audience: service.audience,
  steps: service.process,
  format: service.format,
  sort_order: FIRST_SORT_ORDER + index,
  is_active: true,
}))
