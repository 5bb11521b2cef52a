/**
 * Seed for the company area: the fixed service pages (course outlines, steps, terms), the offerings
 * placed on them (the tiers of the three one-on-one pages, the revision packages), the core team and
 * the job postings. The other pages' prices come from the category products placed on them
 * (PAGE_PRODUCTS, seeded with the catalogue in ./index.ts).
 * Every price, lesson count, duration and term follows the product spec (part 2, sections 1, 3 and 9).
 *
 * Idempotent: items are looked up by natural key (page slug; tier page + name; member name; job
 * title) and skipped when present, so staff edits are never overwritten.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { JobPosting, Offering, ServicePage, TeamMember } from '@/payload-types'
import { SEED_SHARED_SLUGS } from '@/cms/service-slugs'
import { consultingPages } from './consulting'
import { productSectionsFor } from './product-sections'
import { DEMO_PRODUCT_PROOF } from './content'

type SeedDoc<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

export type ServicePageSeed = SeedDoc<ServicePage>
type Delivery = [time: number, unit: NonNullable<Offering['delivery_unit']>]

/** A tier of a one-on-one page as the spec lists it; seeded as an offering of kind 辅导档位. */
export type ServiceTierSeed = {
  page: TierPageSlug
  category?: string
  name: string
  price: number
  price_is_starting?: boolean
  description?: string
  features?: string[]
  notes?: string
  type?: string
  data_requirement?: string
  addon?: { name: string; price: number; features: string[] }
  /** Shown on its card in the category listing (default: its group). */
  tags?: string[]
  /** Generated pictures for its product page (default 1) and their caption. */
  images?: number
  label?: string
}

/** An offering placed on a service page that no category lists (revision packages). */
export type PageOfferingSeed = {
  page: string
  kind: 'package' | 'extra'
  name: string
  price: number
  lessons?: number
  delivery?: Delivery
  features?: string[]
  highlighted?: boolean
  description?: string
}
export type TeamMemberSeed = Omit<SeedDoc<TeamMember>, 'avatar'>
export type JobPostingSeed = SeedDoc<JobPosting>

const INSTALMENT = '支持分期付款'
const REFUND = '7天无理由退款'
const CERTIFICATE = '完成课程颁发结课证书'

// ---------------------------------------------------------------------------------------------
// Service pages
// ---------------------------------------------------------------------------------------------

/** The pages the medical SCI guidance hub lists, in this order. */
export const MEDICAL_SCI_CHILDREN = [
  'bioinformatics-1v1',
  'clinical-1v1',
  'meta-analysis-1v1',
  'statistical-analysis',
  'writing-training',
] as const

export const servicePages: ServicePageSeed[] = [
  {
    slug: 'medical-sci-guidance',
    template: 'hub',
    child_slugs: [...MEDICAL_SCI_CHILDREN],
    title: '医学SCI辅导',
    subtitle: '生信、临床、Meta分析一对一辅导，统计与写作课程，陪你走完从选题到发表的每一步',
    description:
      '我们的导师团队由生物信息学博士、医学教授、生物统计专家组成，根据你的研究基础、数据条件和发表目标，量身制定SCI论文方案，一对一指导完成研究设计、数据分析、论文写作与投稿。',
    features: [
      { title: '一对一导师', description: '资深导师全程一对一带教，随时答疑，不是录播课。' },
      { title: '方案量身定制', description: '结合你的数据条件与发表目标，定制研究方案和期刊策略。' },
      { title: '全流程陪跑', description: '选题、分析、作图、写作、投稿、返修，每一步都有人指导。' },
      { title: '数据与隐私保密', description: '签署保密协议，研究数据与成果归你所有。' },
    ],
    steps: [
      { title: '免费咨询', description: '顾问了解你的研究方向、数据与目标。' },
      { title: '方案评估', description: '导师评估可行性，推荐合适的辅导方案。' },
      { title: '一对一辅导', description: '按计划推进分析与写作，定期反馈。' },
      { title: '投稿与售后', description: '选刊投稿、返修指导，按方案提供售后答疑。' },
    ],
    claims: [INSTALMENT],
    sort_order: 1,
    is_active: true,
  },
  {
    slug: 'bioinformatics-1v1',
    template: 'tier',
    title: '生信SCI一对一辅导',
    subtitle: '资深生信导师一对一带教，从公共数据库挖掘到高端多组学课题',
    description:
      '面向临床医生、研究生和科研人员，基于TCGA、GEO等公共数据库及自有测序数据，导师一对一指导完成生物信息学分析、图表制作与SCI论文写作。可按目标选择普通一对一辅导、SCI协议包成果项目或高端课题。',
    duration: '约2个月',
    terms: [
      { label: '辅导周期', value: '约2个月' },
      { label: '售后答疑（普通生信SCI一对一辅导）', value: '课程结束后1个月内' },
      { label: '售后答疑（SCI协议包成果项目、高端课题）', value: '持续至论文录用' },
    ],
    claims: [INSTALMENT],
    sort_order: 2,
    is_active: true,
  },
  {
    slug: 'clinical-1v1',
    template: 'tier',
    title: '临床SCI一对一辅导',
    subtitle: '把临床数据变成高质量SCI论文：研究设计、统计分析、论文写作一对一指导',
    description:
      '面向临床医生与医学研究生，覆盖公共数据库临床研究、临床预测模型、回顾性研究与影像组学。导师根据你的数据条件推荐研究类型，一对一指导完成从选题到成稿的全过程；可加购协议包，获得投稿至录用的全程服务。',
    duration: '从选题到成稿约2-3个月',
    terms: [
      { label: '从选题到成稿', value: '约2-3个月' },
      { label: '从投稿到录用', value: '约8-12个月' },
    ],
    claims: [INSTALMENT],
    sort_order: 3,
    is_active: true,
  },
  {
    slug: 'meta-analysis-1v1',
    template: 'tier',
    title: 'Meta分析一对一辅导',
    subtitle: '遵循PRISMA规范，从选题注册、文献筛选到统计合并与论文写作',
    description:
      '无需自备数据，基于已发表文献完成系统评价与Meta分析。导师一对一指导检索策略、文献筛选、质量评价、统计合并与论文写作；可加购协议包，获得更长的辅导期与投稿期。',
    duration: '约2-3个月',
    terms: [
      { label: '辅导周期', value: '约2-3个月' },
      { label: '选题保护期', value: '90天' },
      { label: '加购协议包后总服务期', value: '2年' },
      { label: '其中辅导期', value: '10个月' },
      { label: '其中投稿期', value: '1年2个月' },
    ],
    claims: [INSTALMENT],
    sort_order: 4,
    is_active: true,
  },
  {
    slug: 'statistical-analysis',
    template: 'course',
    title: '统计分析指导',
    subtitle: '8节课掌握医学论文常用统计方法，学会用SPSS和R分析自己的数据',
    description:
      '专为医学科研人员设计的统计分析课程。从研究设计和统计思维讲起，结合真实临床数据，系统讲解假设检验、回归分析、生存分析等论文中最常用的方法，并教你规范地报告统计结果、绘制统计图表。',
    duration: '8节课，每节约90分钟（约4周）',
    features: [
      { title: '零基础友好', description: '从统计思维讲起，不需要编程或统计基础。' },
      { title: '真实数据实战', description: '每节课配套临床真实数据练习，学完就能用。' },
      { title: '导师一对一答疑', description: '课后作业批改，分析中遇到的问题随时提问。' },
      { title: '结课证书', description: '完成全部课程与结课作业，颁发结课证书。' },
    ],
    lessons: [
      { title: '统计学基础与研究设计', description: '变量类型、抽样与样本量估算，常见研究设计的统计要点。' },
      { title: '数据整理与描述性统计', description: '数据清洗、缺失值处理，均数、中位数与统计表的规范呈现。' },
      { title: 't检验与方差分析', description: '两组与多组均数比较，方差齐性检验与多重比较。' },
      { title: '卡方检验与非参数检验', description: '分类资料比较，秩和检验的适用场景与结果解读。' },
      { title: '相关与线性回归', description: 'Pearson与Spearman相关，多元线性回归的建模与诊断。' },
      { title: 'Logistic回归与多因素分析', description: '危险因素筛选、OR值解读与混杂因素控制。' },
      { title: '生存分析', description: 'Kaplan-Meier曲线、Log-rank检验与Cox比例风险回归。' },
      { title: '统计图表与结果报告', description: '论文统计方法与结果的规范写法，常用统计图的绘制。' },
    ],
    claims: [INSTALMENT, REFUND, CERTIFICATE],
    related_links: [
      { title: '写作技巧培训', link: '/services/writing-training' },
      { title: '论文修回辅导', link: '/services/revision-tutoring' },
      { title: '临床SCI一对一辅导', link: '/services/clinical-1v1' },
    ],
    sort_order: 5,
    is_active: true,
  },
  {
    slug: 'writing-training',
    template: 'course',
    title: '写作技巧培训',
    subtitle: '10节课系统掌握SCI论文写作：结构、表达、图表与投稿',
    description:
      '由有丰富发表与审稿经验的导师授课，按SCI论文的结构逐部分精讲写作方法，配合范文分析与作业批改，帮助你写出逻辑清晰、表达规范、符合期刊要求的论文，也适用于毕业论文写作。',
    duration: '10节课，每节约90分钟（约5周）',
    features: [
      { title: '系统课程体系', description: '覆盖从选题到投稿的完整写作流程。' },
      { title: '高分范文精讲', description: '拆解高质量论文的结构与表达。' },
      { title: '作业批改反馈', description: '导师逐段批改你的写作练习。' },
      { title: '投稿全程指导', description: '选刊、投稿信与审稿意见回复。' },
    ],
    lessons: [
      { title: 'SCI论文结构与写作思路', description: 'IMRaD结构，论文的逻辑主线与写作顺序。' },
      { title: '选题与文献检索', description: '如何找到有价值的选题，高效检索与管理文献。' },
      { title: '标题与摘要写作', description: '写出吸引编辑的标题和结构化摘要。' },
      { title: '引言写作', description: '从研究背景到研究空白，引出研究目的。' },
      { title: '方法部分写作', description: '研究对象、实验方法与统计方法的规范描述。' },
      { title: '结果与图表呈现', description: '用文字、表格与图形清晰呈现研究结果。' },
      { title: '讨论部分写作', description: '解释结果、对比文献、说明局限与意义。' },
      { title: '学术英语表达', description: '常用句型、时态语态与常见语言错误。' },
      { title: '期刊选择与投稿流程', description: '选刊策略、投稿信撰写与投稿系统操作。' },
      { title: '审稿意见回复与修回', description: '逐条回复审稿意见，高效完成修回。' },
    ],
    claims: [INSTALMENT, REFUND],
    related_links: [
      { title: '统计分析指导', link: '/services/statistical-analysis' },
      { title: '论文润色与选刊', link: '/services/editing-journal-selection' },
      { title: '论文修回辅导', link: '/services/revision-tutoring' },
    ],
    sort_order: 6,
    is_active: true,
  },
  {
    slug: 'revision-tutoring',
    template: 'revision',
    title: '论文修回辅导',
    subtitle: '收到大修、小修或拒稿意见？审稿经验丰富的专家帮你逐条应对',
    description: '专家逐条解读审稿意见，制定修改策略，指导补充分析、修改图表与撰写回复信，提高修回通过率。',
    stats: [
      { value: '24-48小时', label: '响应' },
      { value: '95%+', label: '满意度' },
      { value: '200+', label: '成功案例' },
    ],
    features: [
      { title: '审稿意见深度解读', description: '逐条分析审稿人的真实关切与修改重点。' },
      { title: '修改策略制定', description: '区分必须修改与可以商榷的意见，制定应对方案。' },
      { title: '回复信撰写指导', description: '专业、礼貌、有理有据地回复每一条意见。' },
      { title: '专家全程把关', description: '有审稿经验的专家审阅修改稿与回复信。' },
    ],
    steps: [
      { title: '提交审稿意见', description: '发送稿件与审稿意见，顾问24-48小时内响应。' },
      { title: '专家评估', description: '专家分析意见难度，推荐合适的套餐与方案。' },
      { title: '一对一修改辅导', description: '按计划逐条修改，指导补充分析与回复信。' },
      { title: '提交与跟踪', description: '审阅定稿后提交，跟进后续审稿进展。' },
    ],
    claims: [INSTALMENT],
    sort_order: 7,
    is_active: true,
  },
  {
    slug: 'editing-journal-selection',
    template: 'range',
    title: '论文润色与选刊',
    subtitle: '母语级学术润色 + 精准期刊匹配，让好研究被好期刊看见',
    description:
      '由具有相关学科背景的母语编辑与学术专家进行语言润色和逻辑优化，并结合研究方向、创新性与发表周期为你推荐目标期刊，提供投稿格式调整建议。',
    price_note: '根据字数和复杂度定价',
    duration: '标准稿件3-5个工作日交付',
    features: [
      { title: '母语级语言润色', description: '修正语法、用词与表达，使行文地道流畅。' },
      { title: '学术逻辑优化', description: '梳理论证结构，提升论文的可读性与说服力。' },
      { title: '目标期刊匹配', description: '综合影响因子、审稿周期与录用率推荐期刊。' },
      { title: '投稿格式规范', description: '按目标期刊要求调整格式、参考文献与图表。' },
    ],
    steps: [
      { title: '提交稿件', description: '上传论文并说明润色与选刊需求。' },
      { title: '评估报价', description: '根据字数和复杂度给出报价与交付时间。' },
      { title: '专业润色', description: '学科编辑润色语言并优化逻辑结构。' },
      { title: '选刊建议', description: '提供3-5本目标期刊及投稿建议。' },
      { title: '交付与售后', description: '交付修订稿与修改说明，免费答疑。' },
    ],
    claims: [INSTALMENT],
    sort_order: 8,
    is_active: true,
  },
  {
    slug: 'grant-project',
    template: 'range',
    title: '基金申请与课题设计',
    subtitle: '国自然、省部级等各类基金申请书的选题论证与撰写指导',
    description:
      '由具有基金评审经验的专家指导，从选题凝练、科学问题提炼、研究方案设计到申请书撰写与修改，全面提升申请书质量与竞争力。',
    price_note: '根据基金类型和复杂度定价',
    duration: '通常2-6周，视基金类型而定',
    features: [
      { title: '选题凝练', description: '结合研究基础与热点，凝练有竞争力的科学问题。' },
      { title: '研究方案设计', description: '技术路线、研究内容与预期目标的科学设计。' },
      { title: '申请书撰写指导', description: '立项依据、研究基础等各部分逐段指导。' },
      { title: '专家评审修改', description: '模拟评审视角提出修改意见。' },
    ],
    steps: [
      { title: '需求沟通', description: '了解基金类型、研究方向与研究基础。' },
      { title: '选题论证', description: '专家评估选题创新性与可行性。' },
      { title: '方案设计', description: '确定研究内容、技术路线与预期成果。' },
      { title: '撰写指导', description: '逐部分指导申请书撰写与修改。' },
      { title: '评审与定稿', description: '模拟评审后修改定稿，按时提交。' },
    ],
    claims: [INSTALMENT],
    sort_order: 9,
    is_active: true,
  },
  {
    slug: 'research-training',
    template: 'range',
    title: '科研能力培训',
    subtitle: '科研思维、研究设计与数据分析的系统培训，个人与团队均可定制',
    description:
      '面向研究生、青年医生与科研团队，围绕科研选题、研究设计、数据分析与论文发表开展系统培训，可按需定制课程内容与时长。',
    price_note: '根据培训时长和深度定价',
    duration: '单次讲座至多周系统课程，按需定制',
    features: [
      { title: '科研思维培养', description: '学会发现问题、提出假设与设计研究。' },
      { title: '研究方法训练', description: '掌握常用研究设计与数据分析方法。' },
      { title: '实战项目演练', description: '以真实课题为例完成完整研究流程。' },
      { title: '团队定制培训', description: '为科室、课题组定制内部培训方案。' },
    ],
    steps: [
      { title: '需求评估', description: '了解学员基础与培训目标。' },
      { title: '定制课程', description: '确定课程内容、时长与授课方式。' },
      { title: '授课实训', description: '线上或线下授课，配套实操练习。' },
      { title: '考核反馈', description: '课后考核与答疑，持续跟进学习效果。' },
    ],
    claims: [INSTALMENT],
    sort_order: 10,
    is_active: true,
  },
  {
    slug: 'english-training',
    template: 'range',
    title: '学术英语培训',
    subtitle: '学术写作、国际会议汇报与学术交流英语，小班与一对一可选',
    description:
      '针对科研人员的学术英语需求，提供学术写作、口头汇报、投稿与审稿沟通等专项训练，帮助你自信地参与国际学术交流。',
    price_note: '根据培训时长和内容定价',
    duration: '4-12周，按课程内容而定',
    features: [
      { title: '学术写作', description: '论文常用句型、段落组织与学术语体。' },
      { title: '会议汇报', description: '国际会议口头报告与海报展示训练。' },
      { title: '学术沟通', description: '投稿信、审稿回复与学术邮件写作。' },
      { title: '外籍教师参与', description: '母语教师纠正发音与表达。' },
    ],
    steps: [
      { title: '水平测评', description: '评估英语水平与学习目标。' },
      { title: '制定计划', description: '确定课程内容、班型与周期。' },
      { title: '专项训练', description: '写作、口语与汇报的针对性训练。' },
      { title: '成果检验', description: '模拟汇报与写作测评，给出提升建议。' },
    ],
    claims: [INSTALMENT],
    sort_order: 11,
    is_active: true,
  },
  {
    slug: 'wet-lab-experiment',
    template: 'range',
    title: '湿实验外包服务',
    subtitle: '细胞、分子与动物实验的专业外包，为你的论文补齐实验验证',
    description:
      '由经验丰富的实验技术团队在规范实验室完成细胞实验、分子生物学实验与动物实验，提供原始数据、实验记录与结果报告，助力生信与临床研究的实验验证。',
    price_note: '根据实验类型和复杂度定价',
    duration: '通常4-12周，视实验方案而定',
    features: [
      { title: '细胞实验', description: '细胞培养、增殖、迁移、侵袭与凋亡检测。' },
      { title: '分子实验', description: 'qPCR、Western Blot、免疫组化等。' },
      { title: '动物实验', description: '动物模型构建与表型检测。' },
      { title: '数据可溯源', description: '提供原始数据与完整实验记录。' },
    ],
    steps: [
      { title: '需求沟通', description: '明确实验目的、指标与样本情况。' },
      { title: '方案设计', description: '制定实验方案、周期与报价。' },
      { title: '实验执行', description: '规范操作，定期同步实验进展。' },
      { title: '数据分析', description: '统计分析实验数据并制作图表。' },
      { title: '报告交付', description: '交付实验报告、原始数据与记录。' },
    ],
    claims: [INSTALMENT],
    sort_order: 12,
    is_active: true,
  },
  {
    slug: 'research-fengshui',
    template: 'test-services',
    title: '测试服务',
    description: '核心项目中标题含“测试”的服务，按基础版、高级版、专业版展示。',
    sort_order: 13,
    is_active: true,
  },
  // The spec serves these two addresses with the same content as another page.
  {
    slug: 'graduation-thesis',
    template: 'alias',
    alias_of: 'writing-training',
    title: '毕业论文写作（同写作技巧培训）',
    sort_order: 14,
    is_active: true,
  },
  {
    slug: 'test-category',
    template: 'alias',
    alias_of: 'research-fengshui',
    title: '测试服务（同 research-fengshui）',
    sort_order: 15,
    is_active: true,
  },
  ...consultingPages,
]

/**
 * The catalogue products each page shows, by name (./content.ts): a course's price, a price-range
 * page's range (lowest to highest), the clinical page's extra. One record per thing sold, so the
 * category listing and the service page can never disagree.
 */
export const PAGE_PRODUCTS: Record<string, string[]> = {
  'statistical-analysis': ['医学统计分析指导课程'],
  'writing-training': ['SCI论文写作技巧训练'],
  'editing-journal-selection': ['SCI论文英文润色', '精准选刊与投稿指导', '润色选刊投稿全程套餐'],
  'grant-project': ['省部级课题申报辅导', '国家自然科学基金申请书辅导'],
  'research-training': ['科研入门集训营', 'R语言与生信分析实战训练营'],
  'english-training': ['学术英语写作提升班', '学术英语一对一定制课程'],
  'wet-lab-experiment': ['分子生物学实验外包', '全流程湿实验外包'],
  'clinical-1v1': ['影像组学ROI勾画'],
}

/** The revision page's three packages (spec part 2 §9: 1999/5 lessons, 3499/8, 4999/12). */
export const revisionPackages: PageOfferingSeed[] = [
  {
    page: 'revision-tutoring',
    kind: 'package',
    name: '基础版',
    price: 1999,
    lessons: 5,
    delivery: [1, 'week'],
    features: ['审稿意见逐条解读', '修改方案制定', '回复信框架指导', '1次修改稿审阅'],
  },
  {
    page: 'revision-tutoring',
    kind: 'package',
    name: '标准版',
    price: 3499,
    lessons: 8,
    delivery: [2, 'week'],
    features: [
      '审稿意见逐条解读',
      '修改方案制定',
      '补充统计分析指导',
      '图表修改与规范化',
      '回复信逐条撰写指导',
      '2次修改稿审阅',
    ],
    highlighted: true,
  },
  {
    page: 'revision-tutoring',
    kind: 'package',
    name: '高级版',
    price: 4999,
    lessons: 12,
    delivery: [3, 'week'],
    features: [
      '审稿意见逐条解读',
      '修改方案制定',
      '补充分析与实验设计指导',
      '图表修改与规范化',
      '回复信逐条撰写与润色',
      '全文语言润色',
      '投稿策略：被拒后改投期刊规划',
      '跟踪服务：跟进至本轮审稿结果',
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Tiers of the three one-on-one guidance pages
// ---------------------------------------------------------------------------------------------

/** The one-on-one pages, the category whose listing shows the same tiers, and their delivery time. */
export const TIER_PAGE_CATALOGUE = {
  'bioinformatics-1v1': { category: 'bioinformatics', delivery: [2, 'month'] as Delivery },
  'clinical-1v1': { category: 'clinical-research', delivery: [3, 'month'] as Delivery },
  'meta-analysis-1v1': { category: 'meta-analysis', delivery: [3, 'month'] as Delivery },
} as const

export type TierPageSlug = keyof typeof TIER_PAGE_CATALOGUE

const BIO_BASIC = '普通生信SCI一对一辅导'
const BIO_PROTOCOL = 'SCI协议包成果项目'
const BIO_HIGH_END = '高端课题'
const BIO_BASIC_NOTES = '辅导周期约2个月；售后答疑期为课程结束后1个月。'
const BIO_UNTIL_ACCEPTANCE = '辅导周期约2个月；售后答疑持续至论文录用。'

const CLINICAL_ADDON_FEATURES = ['签署协议，约定目标期刊范围', '投稿、返修全程跟进', '拒稿后改投指导，服务至录用']
const META_ADDON_FEATURES = ['总服务期延长至2年', '辅导期10个月，投稿期1年2个月', '投稿、返修全程跟进至录用']

export const serviceTiers: ServiceTierSeed[] = [
  {
    page: 'bioinformatics-1v1',
    category: BIO_BASIC,
    name: '生信SCI辅导·入门版',
    price: 13888,
    tags: ['一对一辅导', '零基础友好', 'TCGA/GEO'],
    images: 3,
    label: 'BIOINFO BASIC',
    description: '适合零基础、希望完成第一篇生信SCI论文的学员。',
    features: [
      '导师一对一在线辅导',
      'TCGA/GEO公共数据下载与整理',
      '差异表达与GO/KEGG富集分析',
      '预后模型构建与验证',
      '论文写作与投稿指导',
    ],
    notes: BIO_BASIC_NOTES,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_BASIC,
    name: '生信SCI辅导·进阶版',
    price: 15888,
    tags: ['单细胞', '机器学习', '一对一辅导'],
    images: 2,
    label: 'BIOINFO PLUS',
    description: '在入门版基础上增加更丰富的分析维度，冲击更高分期刊。',
    features: [
      '入门版全部内容',
      '免疫浸润与药物敏感性分析',
      '单基因/多基因泛癌分析',
      '高质量图表精修',
      '选刊与投稿信指导',
    ],
    notes: BIO_BASIC_NOTES,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_BASIC,
    name: '生信SCI辅导·高级版',
    price: 18888,
    description: '引入单细胞与孟德尔随机化等热门方法，提升论文创新性。',
    features: ['进阶版全部内容', '单细胞转录组数据分析', '孟德尔随机化分析', '审稿意见回复指导'],
    notes: BIO_BASIC_NOTES,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_BASIC,
    name: '生信SCI辅导·冲刺版',
    price: 23888,
    description: '面向高分期刊，多组学联合与机器学习方法的综合课题。',
    features: ['高级版全部内容', '多组学联合分析', '机器学习特征筛选与建模', '实验验证方案设计建议', '全文语言润色'],
    notes: BIO_BASIC_NOTES,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_PROTOCOL,
    name: 'SCI协议包·标准成果',
    price: 36000,
    description: '签署服务协议，明确成果目标与交付节点，导师带教完成SCI论文并投稿。',
    features: ['签署成果协议', '选题、分析、写作全程一对一', '投稿与返修全程指导', '售后答疑至论文录用'],
    notes: BIO_UNTIL_ACCEPTANCE,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_PROTOCOL,
    name: 'SCI协议包·高分成果',
    price: 56000,
    description: '面向更高影响因子期刊的协议包项目，配备资深导师团队。',
    features: [
      '签署成果协议，约定高分期刊目标',
      '资深导师团队联合指导',
      '多组学或单细胞分析方案',
      '投稿与返修全程指导',
      '售后答疑至论文录用',
    ],
    notes: BIO_UNTIL_ACCEPTANCE,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_HIGH_END,
    name: '高端课题·单细胞与空间组学',
    price: 40000,
    price_is_starting: true,
    description: '基于单细胞测序与空间转录组的高端生信课题，按课题复杂度报价。',
    features: ['课题方案定制设计', '单细胞与空间转录组深度分析', '高分期刊写作与投稿', '售后答疑至论文录用'],
    notes: BIO_UNTIL_ACCEPTANCE,
  },
  {
    page: 'bioinformatics-1v1',
    category: BIO_HIGH_END,
    name: '高端课题·多组学整合与实验验证',
    price: 80000,
    price_is_starting: true,
    description: '多组学整合分析结合湿实验验证的完整课题，冲击顶级期刊。',
    features: [
      '多组学整合分析',
      '细胞与分子实验验证',
      '课题全流程项目管理',
      '顶级期刊写作与投稿',
      '售后答疑至论文录用',
    ],
    notes: BIO_UNTIL_ACCEPTANCE,
  },
  {
    page: 'clinical-1v1',
    name: '公共数据库临床研究',
    price: 14888,
    type: '公共数据库挖掘（SEER、MIMIC、NHANES等）',
    data_requirement: '无需自备数据',
    description: '利用大型公共临床数据库开展研究，无需收集病例，起步快。',
    features: ['数据库选择与数据提取', '研究设计与变量筛选', '统计分析与图表制作', '论文写作与投稿指导'],
    notes: '从选题到成稿约2-3个月。',
    addon: { name: '协议包（投稿至录用）', price: 11000, features: CLINICAL_ADDON_FEATURES },
  },
  {
    page: 'clinical-1v1',
    name: '临床预测模型研究',
    price: 17888,
    type: '临床预测模型（列线图、机器学习）',
    data_requirement: '公共数据库或自有临床数据均可',
    description: '构建并验证临床预测模型，是临床医生发表SCI的高效路径。',
    features: [
      '预测因子筛选（LASSO等）',
      '列线图与机器学习模型构建',
      '内部与外部验证、决策曲线分析',
      '论文写作与投稿指导',
    ],
    notes: '从选题到成稿约2-3个月。',
    addon: { name: '协议包（投稿至录用）', price: 15000, features: CLINICAL_ADDON_FEATURES },
  },
  {
    page: 'clinical-1v1',
    name: '回顾性临床研究',
    price: 22888,
    type: '回顾性队列 / 病例对照研究',
    data_requirement: '需自备临床病例数据（建议200例以上）',
    description: '基于医院自有病例数据开展回顾性研究，充分发挥临床资源优势。',
    features: ['研究设计与伦理材料指导', '数据清洗与质量控制', '倾向性评分匹配等多因素分析', '论文写作与投稿指导'],
    notes: '从选题到成稿约2-3个月。',
    addon: { name: '协议包（投稿至录用）', price: 22000, features: CLINICAL_ADDON_FEATURES },
  },
  {
    page: 'clinical-1v1',
    name: '影像组学研究',
    price: 30888,
    type: '影像组学 / 深度学习',
    data_requirement: '需自备CT或MRI影像及对应临床资料',
    description: '从医学影像中提取高通量特征，构建诊断与预后模型。',
    features: ['影像特征提取与筛选', '影像组学模型构建与验证', '临床-影像联合模型', '论文写作与投稿指导'],
    notes: '从选题到成稿约2-3个月；如需代为进行ROI勾画另加1,800元。',
    addon: { name: '协议包（投稿至录用）', price: 30000, features: CLINICAL_ADDON_FEATURES },
  },
  {
    page: 'meta-analysis-1v1',
    name: '传统Meta分析',
    price: 13888,
    type: '干预性 / 观察性研究Meta分析',
    data_requirement: '无需自备数据（基于已发表文献）',
    description: '最经典的Meta分析类型，适合第一次发表Meta分析的作者。',
    features: [
      '选题与PROSPERO注册指导',
      '检索策略与文献筛选',
      '质量评价与数据提取',
      '统计合并、异质性与发表偏倚分析',
      '论文写作与投稿指导',
    ],
    notes: '辅导周期约2-3个月；选题保护期90天。',
    addon: { name: '协议包（2年总服务期）', price: 7000, features: META_ADDON_FEATURES },
  },
  {
    page: 'meta-analysis-1v1',
    name: '诊断试验Meta分析',
    price: 16888,
    type: '诊断准确性 / 预后Meta分析',
    data_requirement: '无需自备数据（基于已发表文献）',
    description: '针对诊断准确性或预后研究的Meta分析，方法要求更高。',
    features: ['选题与注册指导', 'QUADAS-2质量评价', '双变量模型与SROC曲线', '论文写作与投稿指导'],
    notes: '辅导周期约2-3个月；选题保护期90天。',
    addon: { name: '协议包（2年总服务期）', price: 13000, features: META_ADDON_FEATURES },
  },
  {
    page: 'meta-analysis-1v1',
    name: '网状Meta分析',
    price: 19888,
    type: '网状Meta分析（NMA）',
    data_requirement: '无需自备数据（基于已发表文献）',
    description: '同时比较多种干预措施，得出疗效排序，创新性强。',
    features: ['网络证据结构设计', '贝叶斯或频率学派网状分析', '一致性检验与疗效排序（SUCRA）', '论文写作与投稿指导'],
    notes: '辅导周期约2-3个月；选题保护期90天。',
    addon: { name: '协议包（2年总服务期）', price: 13000, features: META_ADDON_FEATURES },
  },
  {
    page: 'meta-analysis-1v1',
    name: 'Meta分析联合孟德尔随机化',
    price: 28888,
    type: '伞形综述 / Meta分析联合孟德尔随机化',
    data_requirement: '无需自备数据（基于已发表文献与公开GWAS数据）',
    description: '多种循证方法联合，冲击高分期刊的综合课题。',
    features: ['伞形综述或Meta分析', '孟德尔随机化因果推断', '多方法结果整合与解读', '高分期刊写作与投稿指导'],
    notes: '辅导周期约2-3个月；选题保护期90天。',
    addon: { name: '协议包（2年总服务期）', price: 22000, features: META_ADDON_FEATURES },
  },
]

// ---------------------------------------------------------------------------------------------
// Team and careers
// ---------------------------------------------------------------------------------------------

export const teamMembers: TeamMemberSeed[] = [
  {
    name: '陈志远',
    title: '创始人 & 首席科学家',
    description:
      '生物信息学博士，曾在海外研究机构从事肿瘤基因组学博士后研究，以第一或通讯作者发表SCI论文40余篇，主持国家自然科学基金面上项目2项。',
    expertise: ['生物信息学', '肿瘤基因组学', '多组学整合分析'],
  },
  {
    name: '李静怡',
    title: '学术顾问',
    description: '三甲医院临床医学教授、硕士生导师，长期从事临床流行病学与循证医学研究，担任多本SCI期刊审稿人。',
    expertise: ['临床研究设计', '医学论文写作', '期刊审稿'],
  },
  {
    name: '张明',
    title: '数据分析专家',
    description: '生物统计学硕士，精通R语言与SAS，参与过多项多中心临床试验的统计设计与分析。',
    expertise: ['生物统计', 'R语言', '临床预测模型'],
  },
  {
    name: '赵立新',
    title: '实验技术专家',
    description: '分子生物学博士，十年科研实验室管理经验，负责湿实验方案设计与质量把控。',
    expertise: ['分子生物学', '细胞实验', '实验方案设计'],
  },
]

const STANDARD_BENEFITS = ['五险一金', '带薪年假', '弹性工作时间', '专业培训与学术会议支持', '年度体检']

export const jobPostings: JobPostingSeed[] = [
  {
    title: '生物信息研究员',
    department: '研发部',
    location: '杭州',
    type: '全职',
    salary: '15k-30k',
    experience: '3-5年',
    education: '硕士及以上',
    description: '负责生物信息学分析项目的方案设计与实施，一对一指导学员完成高质量的生信分析与SCI论文。',
    requirements: [
      '生物信息学、计算生物学或相关专业硕士及以上学历',
      '3年以上生信分析经验，熟悉TCGA、GEO等公共数据库',
      '熟练使用R或Python，掌握常用生信分析流程',
      '以第一作者发表过SCI论文者优先',
      '良好的沟通与讲解能力',
    ],
    benefits: [...STANDARD_BENEFITS, '项目奖金'],
  },
  {
    title: '医学写作专家',
    department: '学术服务部',
    location: '杭州',
    type: '全职',
    salary: '12k-25k',
    experience: '2-5年',
    education: '硕士及以上',
    description: '负责医学论文写作指导、稿件修改与润色，协助学员完成投稿与审稿意见回复。',
    requirements: [
      '医学、生命科学相关专业硕士及以上学历',
      '2年以上医学写作或编辑经验',
      '英文读写能力优秀，熟悉SCI论文结构与投稿流程',
      '有SCI论文发表经历者优先',
      '认真细致，责任心强',
    ],
    benefits: [...STANDARD_BENEFITS, '绩效奖金'],
  },
  {
    title: '实验技术员',
    department: '实验室',
    location: '杭州',
    type: '全职',
    salary: '8k-15k',
    experience: '1-3年',
    education: '本科及以上',
    description: '负责细胞与分子生物学实验的执行与记录，配合完成湿实验外包项目。',
    requirements: [
      '生物学、医学检验或相关专业本科及以上学历',
      '1年以上实验室工作经验',
      '熟练掌握细胞培养、qPCR、Western Blot等常规实验技术',
      '严谨规范，具备良好的实验记录习惯',
    ],
    benefits: [...STANDARD_BENEFITS, '实验技能培训'],
  },
]

// ---------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------

const CTX = { disableRevalidate: true, [SEED_SHARED_SLUGS]: true } as const

export type TierImages = (tier: {
  name: string
  category: string
  position: number
  count: number
  label: string
}) => Promise<number[]>

/** The media id of a person's portrait (undefined: none; the site then shows the initial). */
export type Portrait = (name: string) => Promise<number | undefined>

export async function seedCompany(
  payload: Payload,
  log: (msg: string) => void = () => {},
  tierImages: TierImages = async () => [],
  portrait: Portrait = async () => undefined,
): Promise<Record<string, number>> {
  const created: Record<string, number> = {}

  async function exists(collection: CollectionSlug, where: Where): Promise<boolean> {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    return totalDocs > 0
  }

  async function create<S extends 'service-pages' | 'offerings' | 'team-members' | 'job-postings'>(
    collection: S,
    data: RequiredDataFromCollectionSlug<S>,
    label: string,
  ) {
    await payload.create({ collection, data, depth: 0, overrideAccess: true, context: { ...CTX } })
    created[collection] = (created[collection] ?? 0) + 1
    log(`创建${label}`)
  }

  for (const page of servicePages) {
    if (await exists('service-pages', { slug: { equals: page.slug } })) continue
    await create('service-pages', page, `服务页面 ${page.title}`)
  }

  const pageIds = new Map<string, number>()
  const pageId = async (slug: string): Promise<number | null> => {
    if (!pageIds.has(slug)) {
      const { docs } = await payload.find({
        collection: 'service-pages',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) pageIds.set(slug, docs[0].id)
    }
    return pageIds.get(slug) ?? null
  }
  const categoryId = async (slug: string): Promise<number | null> => {
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0]?.id ?? null
  }

  // Each tier is one offering, shown on its page and in the page's category listing.
  const tierOrder = new Map<string, number>()
  for (const tier of serviceTiers) {
    const order = (tierOrder.get(tier.page) ?? 0) + 1
    tierOrder.set(tier.page, order)
    if (await exists('offerings', { and: [{ kind: { equals: 'tier' } }, { name: { equals: tier.name } }] })) continue
    const page = await pageId(tier.page)
    const catalogue = TIER_PAGE_CATALOGUE[tier.page]
    await create(
      'offerings',
      {
        kind: 'tier',
        name: tier.name,
        price: tier.price,
        price_note: tier.price_is_starting ? 'from' : null,
        delivery_time: catalogue.delivery[0],
        delivery_unit: catalogue.delivery[1],
        category: await categoryId(catalogue.category),
        service_pages: page === null ? [] : [page],
        group: tier.category ?? null,
        description: tier.description ?? null,
        features: tier.features ?? [],
        notes: tier.notes ?? null,
        research_type: tier.type ?? null,
        data_requirement: tier.data_requirement ?? null,
        addons: tier.addon ? [tier.addon] : [],
        tags: tier.tags ?? (tier.category ? [tier.category] : []),
        // A tier is sold in its category's listing: the spec's product-page figures (content.ts).
        rating: DEMO_PRODUCT_PROOF.rating,
        served_clients: DEMO_PRODUCT_PROOF.served_clients,
        images: await tierImages({
          name: tier.name,
          category: catalogue.category,
          position: order,
          count: tier.images ?? 1,
          label: tier.label ?? `${tier.page.split('-')[0]!.toUpperCase()} ${order}`,
        }),
        sort_order: order,
        is_active: true,
        _status: 'published',
        // The product page of a tier shows its category's steps, deliverables, guarantees and FAQ.
        ...productSectionsFor(catalogue.category),
      },
      `服务方案（辅导档位）${tier.name}`,
    )
  }

  for (const [index, offering] of revisionPackages.entries()) {
    const page = await pageId(offering.page)
    const samePackage: Where[] = [{ kind: { equals: offering.kind } }, { name: { equals: offering.name } }]
    if (page !== null) samePackage.push({ service_pages: { in: [page] } })
    if (await exists('offerings', { and: samePackage })) continue
    await create(
      'offerings',
      {
        kind: offering.kind,
        name: offering.name,
        price: offering.price,
        lessons: offering.lessons ?? null,
        delivery_time: offering.delivery?.[0] ?? null,
        delivery_unit: offering.delivery?.[1] ?? null,
        features: offering.features ?? [],
        highlighted: offering.highlighted ?? false,
        description: offering.description ?? null,
        service_pages: page === null ? [] : [page],
        sort_order: index + 1,
        is_active: true,
        _status: 'published',
      },
      `服务方案（套餐）${offering.name}`,
    )
  }

  // The catalogue's products that a page shows (seeded by ./index.ts before this runs): placed once,
  // never moved again, so staff's own placements stay.
  for (const [slug, names] of Object.entries(PAGE_PRODUCTS)) {
    const page = await pageId(slug)
    if (page === null) continue
    for (const name of names) {
      const { docs } = await payload.find({
        collection: 'offerings',
        where: { name: { equals: name } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const offering = docs[0]
      if (!offering || (offering.service_pages ?? []).length > 0) continue
      await payload.update({
        collection: 'offerings',
        id: offering.id,
        data: { service_pages: [page] },
        depth: 0,
        overrideAccess: true,
        context: { ...CTX },
      })
      log(`服务方案 ${name} 显示在 /services/${slug}`)
    }
  }

  // The demo team goes into an empty collection only: a team already there (staff's, or an earlier
  // demo's under other names) is never added to, so /team never shows two teams side by side.
  if (!(await exists('team-members', {}))) {
    for (const [index, member] of teamMembers.entries()) {
      const avatar = await portrait(member.name)
      await create(
        'team-members',
        { sort_order: index + 1, is_active: true, ...member, ...(avatar !== undefined ? { avatar } : {}) },
        `团队成员 ${member.name}`,
      )
    }
  }

  for (const [index, job] of jobPostings.entries()) {
    if (await exists('job-postings', { title: { equals: job.title } })) continue
    await create('job-postings', { sort_order: index + 1, is_active: true, ...job }, `招聘职位 ${job.title}`)
  }

  return created
}
