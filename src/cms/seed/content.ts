/**
 * Demo content for the site, in the shape of the CMS collections. Every item carries a natural
 * key (slug, name, title) that the seed uses to find it again, so a second run creates nothing.
 */
import type { PaletteName, PortraitLook } from './generate-assets'
import { RESOURCE_DOCUMENTS, type GuideDocument } from './resource-documents'

export interface ImageSpec {
  /** Stable file name, also the idempotency key of the media document. */
  file: string
  alt: string
  label: string
  sublabel?: string
  palette: PaletteName
}

// ---------------------------------------------------------------------------------------------
// Categories (服务类目)
// ---------------------------------------------------------------------------------------------

export interface CategorySeed {
  slug: string
  name: string
  description: string
  label: string
  palette: PaletteName
  icon: number
  is_active: boolean
}

export const categories: CategorySeed[] = [
  {
    slug: 'bioinformatics',
    name: '生物信息学',
    description: '基于公共数据库与自有测序数据的生信分析与SCI论文一对一辅导，覆盖选题、分析、作图到投稿全流程。',
    label: 'BIOINFORMATICS',
    palette: 'ocean',
    icon: 0,
    is_active: true,
  },
  {
    slug: 'clinical-research',
    name: '临床研究',
    description: '回顾性队列、真实世界研究与预测模型构建，帮助临床医生把病例数据转化为高质量论文。',
    label: 'CLINICAL RESEARCH',
    palette: 'teal',
    icon: 1,
    is_active: true,
  },
  {
    slug: 'meta-analysis',
    name: 'Meta分析',
    description: '系统评价、传统Meta分析与网状Meta分析，严格遵循PRISMA规范，从方案注册到论文发表。',
    label: 'META ANALYSIS',
    palette: 'violet',
    icon: 2,
    is_active: true,
  },
  {
    slug: 'statistical-analysis',
    name: '统计分析',
    description: '医学统计方法咨询与数据分析辅导，SPSS、R 与 Stata 实操教学，结果解读与图表规范一次讲透。',
    label: 'STATISTICS',
    palette: 'indigo',
    icon: 3,
    is_active: true,
  },
  {
    slug: 'paper-writing',
    name: '论文写作',
    description: 'SCI论文与学位论文写作技巧训练，按 IMRaD 结构逐章讲解，配合个人稿件逐段修改。',
    label: 'PAPER WRITING',
    palette: 'emerald',
    icon: 4,
    is_active: true,
  },
  {
    slug: 'editing-journal-selection',
    name: '论文润色与选刊',
    description: '母语级学术润色、期刊匹配与投稿指导，按字数与稿件复杂度计价，润色后提供修改说明。',
    label: 'EDITING & JOURNALS',
    palette: 'sky',
    icon: 5,
    is_active: true,
  },
  {
    slug: 'grant-project',
    name: '基金与课题',
    description: '国家自然科学基金、省部级课题申报书的选题论证、立项依据撰写与预审修改。',
    label: 'GRANTS & PROJECTS',
    palette: 'amber',
    icon: 6,
    is_active: true,
  },
  {
    slug: 'research-training',
    name: '科研培训',
    description: '面向研究生与青年医生的系统科研训练营，涵盖文献检索、科研设计、数据分析与论文发表。',
    label: 'RESEARCH TRAINING',
    palette: 'cyan',
    icon: 3,
    is_active: true,
  },
  {
    slug: 'wet-lab',
    name: '湿实验',
    description: '分子生物学、细胞与动物实验外包及方案设计，为生信与临床研究补充机制验证。',
    label: 'WET LAB',
    palette: 'rose',
    icon: 7,
    is_active: true,
  },
  {
    slug: 'english-training',
    name: '英语培训',
    description: '学术英语写作、国际会议汇报与审稿回复英语训练，小班授课，外籍讲师点评。',
    label: 'ACADEMIC ENGLISH',
    palette: 'fuchsia',
    icon: 4,
    is_active: true,
  },
  {
    slug: 'legacy-data-hosting',
    name: '科研数据托管（已停用）',
    description: '历史服务，已停止接单，仅保留记录。',
    label: 'ARCHIVED',
    palette: 'slate',
    icon: 6,
    is_active: false,
  },
]

// ---------------------------------------------------------------------------------------------
// Products (商品)
// ---------------------------------------------------------------------------------------------

export interface ProductSeed {
  name: string
  category: string // category slug
  /** 商品 unless said: the clinical page's ROI outlining is an 附加服务 sold on its own too. */
  kind?: 'product' | 'extra'
  description: string
  price?: number
  /** Delivery time, as the description states it. */
  delivery?: [time: number, unit: 'workday' | 'day' | 'week' | 'month']
  tags?: string[]
  /** How many generated images (0-3). */
  images: number
  label: string
}

/**
 * The rating and 已服务 count the spec shows on product pages (4.9, 1000+). On this site they are
 * the offering's own fields, shown only where staff entered them (issue #42); the demo products and
 * tiers carry the spec's figures so the seeded site shows the spec's text.
 */
export const DEMO_PRODUCT_PROOF = { rating: 4.9, served_clients: '1000+' } as const

export const products: ProductSeed[] = [
  // 生物信息学、临床研究、Meta分析：三个一对一辅导页的档位就是这些类目的服务方案（company.ts）
  // 临床研究
  {
    name: '影像组学ROI勾画',
    category: 'clinical-research',
    kind: 'extra',
    description:
      '如需由我们代为完成影像组学ROI勾画，在所选方案基础上另加：影像专业人员完成 CT/MRI 病灶勾画与一致性检验。',
    price: 1800,
    tags: ['影像组学', '加购服务'],
    images: 1,
    label: 'RADIOMICS ROI',
  },
  // Meta分析
  {
    name: '系统评价检索与筛选服务',
    category: 'meta-analysis',
    description: '由专业检索人员制定检索式并完成多数据库检索、去重与双人独立筛选，交付完整的 PRISMA 流程图。',
    tags: ['文献检索', 'PRISMA流程图'],
    images: 0,
    label: 'SYSTEMATIC SEARCH',
  },
  // 统计分析
  {
    name: '医学统计分析指导课程',
    category: 'statistical-analysis',
    description:
      '8课时系统课程（约4周）：从描述统计、假设检验到回归模型与生存分析，结合学员自己的数据完成实操，结课颁发证书。',
    price: 1999,
    delivery: [4, 'week'],
    tags: ['8课时', 'SPSS/R', '结课证书'],
    images: 2,
    label: 'STATISTICS COURSE',
  },
  {
    name: '科研数据统计分析咨询',
    category: 'statistical-analysis',
    description: '针对具体课题的统计方法选择、样本量估算与结果复核，按数据量与分析难度评估报价。',
    tags: ['方法咨询', '结果复核'],
    images: 1,
    label: 'DATA CONSULTING',
  },
  // 论文写作
  {
    name: 'SCI论文写作技巧训练',
    category: 'paper-writing',
    description: '10课时写作训练（约5周），按引言、方法、结果、讨论逐章拆解高分论文，并对学员稿件逐段批改。',
    price: 2499,
    delivery: [5, 'week'],
    tags: ['10课时', 'IMRaD', '稿件批改'],
    images: 2,
    label: 'WRITING TRAINING',
  },
  {
    name: '毕业论文写作辅导',
    category: 'paper-writing',
    description: '硕博学位论文的框架梳理、文献综述写作与答辩准备，严格遵守学术规范。',
    tags: ['学位论文', '文献综述'],
    images: 1,
    label: 'THESIS GUIDANCE',
  },
  // 论文润色与选刊
  {
    name: 'SCI论文英文润色',
    category: 'editing-journal-selection',
    description:
      '母语编辑与学科专家双重润色，修正语法、用词与逻辑衔接，附修订痕迹与修改说明，标准稿件3-5个工作日交付。',
    price: 1999,
    delivery: [5, 'workday'],
    tags: ['母语润色', '修订痕迹'],
    images: 2,
    label: 'ENGLISH EDITING',
  },
  {
    name: '精准选刊与投稿指导',
    category: 'editing-journal-selection',
    description: '结合研究方向、影响因子与审稿周期推荐3至5本目标期刊，并指导投稿系统操作与 Cover Letter 撰写。',
    price: 2999,
    tags: ['期刊匹配', 'Cover Letter'],
    images: 1,
    label: 'JOURNAL SELECTION',
  },
  {
    name: '润色选刊投稿全程套餐',
    category: 'editing-journal-selection',
    description: '润色、选刊、投稿与返修润色一站式服务，适合首次投稿SCI的作者。',
    price: 5999,
    tags: ['一站式', '返修润色', '首投推荐'],
    images: 3,
    label: 'FULL PACKAGE',
  },
  // 基金与课题
  {
    name: '国家自然科学基金申请书辅导',
    category: 'grant-project',
    description:
      '面上项目与青年基金申请书的选题论证、立项依据、研究方案与技术路线图全面打磨，含两轮预审修改，服务周期约6周。',
    price: 12999,
    delivery: [6, 'week'],
    tags: ['国自然', '预审修改', '技术路线图'],
    images: 2,
    label: 'NSFC PROPOSAL',
  },
  {
    name: '省部级课题申报辅导',
    category: 'grant-project',
    description: '省自然科学基金、卫健委课题等申报书撰写指导，按课题类型与复杂度计价。',
    price: 3999,
    tags: ['省部级', '申报书'],
    images: 1,
    label: 'PROVINCIAL GRANT',
  },
  // 科研培训
  {
    name: '科研入门集训营',
    category: 'research-training',
    description: '为期一周的线上集训：文献检索与管理、科研选题、研究设计与论文阅读方法。',
    price: 1000,
    delivery: [1, 'week'],
    tags: ['线上集训', '科研入门'],
    images: 1,
    label: 'BOOTCAMP',
  },
  {
    name: 'R语言与生信分析实战训练营',
    category: 'research-training',
    description: '四周实战训练，从 R 语言基础到差异分析、生存分析与可视化，配套真实数据集与课后作业批改。',
    price: 5000,
    delivery: [4, 'week'],
    tags: ['R语言', '实战训练', '作业批改'],
    images: 2,
    label: 'R IN PRACTICE',
  },
  // 湿实验
  {
    name: '分子生物学实验外包',
    category: 'wet-lab',
    description: 'qPCR、Western Blot、免疫组化等常规分子实验，提供原始数据与规范化实验报告。',
    price: 10000,
    tags: ['qPCR', 'Western Blot', '实验报告'],
    images: 2,
    label: 'MOLECULAR BIOLOGY',
  },
  {
    name: '细胞与动物实验方案设计',
    category: 'wet-lab',
    description: '根据生信或临床发现设计机制验证实验，包括细胞功能实验与动物模型，按实验类型评估报价。',
    tags: ['机制验证', '方案设计'],
    images: 1,
    label: 'EXPERIMENT DESIGN',
  },
  {
    name: '全流程湿实验外包',
    category: 'wet-lab',
    description: '从实验设计、执行到数据分析与图表制作的整体外包，周期约12周，适合需要完整机制验证的高分论文。',
    price: 50000,
    delivery: [12, 'week'],
    tags: ['全流程', '高分论文'],
    images: 3,
    label: 'FULL WET LAB',
  },
  // 英语培训
  {
    name: '学术英语写作提升班',
    category: 'english-training',
    description: '12周小班课程，系统训练学术句式、段落组织与摘要写作，外籍讲师逐篇点评。',
    price: 3000,
    delivery: [12, 'week'],
    tags: ['小班课', '外籍讲师'],
    images: 1,
    label: 'ACADEMIC WRITING',
  },
  {
    name: '国际会议英语汇报训练',
    category: 'english-training',
    description: '针对口头报告与海报展示的英语表达训练，含模拟答问与幻灯片修改。',
    tags: ['会议汇报', '模拟答问'],
    images: 2,
    label: 'CONFERENCE TALK',
  },
  {
    name: '学术英语一对一定制课程',
    category: 'english-training',
    description: '外籍讲师一对一，按你的论文、汇报与投稿沟通需求定制12周课程。',
    price: 12000,
    delivery: [12, 'week'],
    tags: ['一对一', '外籍讲师'],
    images: 1,
    label: 'ONE ON ONE',
  },
  // 已停用类目下的商品（随类目一起隐藏）
  {
    name: '科研数据云端托管（年付）',
    category: 'legacy-data-hosting',
    description: '历史服务，已停止销售。',
    price: 999,
    tags: ['已停用'],
    images: 0,
    label: 'ARCHIVED',
  },
]

// ---------------------------------------------------------------------------------------------
// News (科研新闻)
// ---------------------------------------------------------------------------------------------

export interface NewsSeed {
  slug: string
  title: string
  summary: string
  category: '学术前沿' | '技术进展' | '行业资讯'
  published_at: string
  views_count: number
  is_published: boolean
  image?: { label: string; palette: PaletteName }
  content: string
}

export const news: NewsSeed[] = [
  {
    slug: 'single-cell-multiomics-tumor-microenvironment',
    title: '单细胞多组学技术推动肿瘤微环境研究进入新阶段',
    summary:
      '单细胞转录组与空间转录组的联合应用，正在改变我们理解肿瘤异质性与免疫微环境的方式，也为临床医生的生信研究提供了新的切入点。',
    category: '学术前沿',
    published_at: '2026-11-12T09:00:00.000+08:00',
    views_count: 1286,
    is_published: true,
    image: { label: 'SINGLE CELL', palette: 'ocean' },
    content: `<p>过去两年，单细胞测序成本持续下降，公共数据库中可用的单细胞数据集数量成倍增长。越来越多的研究将单细胞转录组（scRNA-seq）与空间转录组、TCR/BCR 测序结合，从“细胞是谁”“细胞在哪里”“细胞在做什么”三个维度刻画肿瘤微环境。</p>
<h2>研究热点集中在三个方向</h2>
<ul>
  <li><strong>细胞亚群精细注释：</strong>识别耗竭型 T 细胞、肿瘤相关巨噬细胞等关键亚群及其标志基因；</li>
  <li><strong>细胞间通讯：</strong>借助 CellChat、NicheNet 等工具推断配体—受体互作网络；</li>
  <li><strong>空间定位验证：</strong>用空间转录组数据确认关键亚群在肿瘤边缘或核心区域的分布。</li>
</ul>
<h2>对临床研究者意味着什么</h2>
<p>对于没有测序经费的临床医生，基于 GEO 等公共数据库的单细胞数据再分析已经成为发表 SCI 论文的可行路径。需要注意的是，审稿人对质控标准、批次校正方法和注释依据的要求日益严格，分析流程必须可重复。</p>
<p>我们的生物信息学团队已将标准化的单细胞分析流程纳入一对一辅导课程，欢迎有相关研究需求的老师咨询。</p>`,
  },
  {
    slug: 'llm-assisted-bioinformatics-analysis',
    title: '大语言模型辅助生信分析：效率提升与使用规范',
    summary: '大语言模型可以帮助研究者编写和调试分析代码，但结果核查、数据安全与学术诚信规范同样不可忽视。',
    category: '技术进展',
    published_at: '2026-10-20T10:30:00.000+08:00',
    views_count: 942,
    is_published: true,
    image: { label: 'AI FOR SCIENCE', palette: 'indigo' },
    content: `<p>在生物信息学分析中，大语言模型（LLM）已被广泛用于生成 R 与 Python 代码、解释报错信息和整理分析思路。合理使用可以显著缩短新手的学习曲线。</p>
<h2>一个典型的使用场景</h2>
<p>例如，在完成差异表达分析后，研究者可以请模型协助编写火山图代码，再由自己逐行核对参数含义：</p>
<pre><code class="language-r">library(ggplot2)
res$group &lt;- ifelse(res$padj &lt; 0.05 &amp; abs(res$log2FoldChange) &gt; 1,
                    ifelse(res$log2FoldChange &gt; 0, "Up", "Down"), "NS")
ggplot(res, aes(log2FoldChange, -log10(padj), colour = group)) +
  geom_point(size = 0.8) +
  theme_bw()</code></pre>
<h2>使用时需要遵守的原则</h2>
<ol>
  <li>生成的代码必须由研究者本人理解并复核，关键结果需要独立验证；</li>
  <li>未公开的患者数据不得上传至外部模型服务；</li>
  <li>按目标期刊要求在方法或致谢部分如实披露 AI 工具的使用情况。</li>
</ol>
<p>技术工具只能提高效率，研究设计与结果解读仍然需要扎实的专业训练。</p>`,
  },
  {
    slug: 'nsfc-2026-application-key-points',
    title: '2026年度国家自然科学基金申请要点解读',
    summary: '结合最新申请指南，从科学问题凝练、研究基础呈现到预算编制，梳理申请书撰写中最常见的失分点。',
    category: '行业资讯',
    published_at: '2026-09-08T14:00:00.000+08:00',
    views_count: 2310,
    is_published: true,
    image: { label: 'NSFC 2026', palette: 'amber' },
    content: `<p>国家自然科学基金申请进入新一轮准备期。结合近年评审反馈，我们整理了申请书撰写中值得重点关注的几个方面。</p>
<h2>科学问题要“小而准”</h2>
<p>评审专家最看重的是科学问题是否清晰、是否具有创新性。建议将研究目标聚焦于一到两个关键科学问题，避免大而全的研究内容。</p>
<h2>常见失分点</h2>
<ul>
  <li>立项依据堆砌文献，缺少对研究空白的归纳；</li>
  <li>研究内容与研究目标不对应，技术路线图逻辑不清；</li>
  <li>前期研究基础与本项目关联不紧密；</li>
  <li>预算编制与研究内容不匹配。</li>
</ul>
<p>建议申请人预留至少两个月时间完成撰写与多轮修改，并邀请同行进行模拟评审。</p>`,
  },
  {
    slug: 'mendelian-randomization-design-pitfalls',
    title: '孟德尔随机化研究的设计要点与常见误区',
    summary: '孟德尔随机化已成为因果推断的热门方法，但工具变量选择、多效性检验与结果解读仍是投稿被拒的高发环节。',
    category: '学术前沿',
    published_at: '2026-07-16T09:30:00.000+08:00',
    views_count: 1675,
    is_published: true,
    content: `<p>孟德尔随机化（MR）利用遗传变异作为工具变量，在观察性数据中推断暴露与结局之间的因果关系。随着 GWAS 汇总数据的公开，MR 研究数量快速增长，期刊对其质量的要求也明显提高。</p>
<h2>三个核心假设</h2>
<ol>
  <li>关联性：工具变量与暴露强相关（通常要求 F 统计量大于 10）；</li>
  <li>独立性：工具变量与混杂因素无关；</li>
  <li>排他性：工具变量仅通过暴露影响结局。</li>
</ol>
<h2>审稿人最常提出的问题</h2>
<ul>
  <li>暴露与结局样本是否存在重叠；</li>
  <li>是否进行了 MR-Egger、加权中位数等敏感性分析；</li>
  <li>水平多效性与异质性检验结果如何解释。</li>
</ul>
<p>设计阶段就把这些问题考虑周全，可以显著降低后期返修的工作量。</p>`,
  },
  {
    slug: 'journal-ranking-update-submission-strategy',
    title: '期刊分区表更新后，投稿策略应如何调整',
    summary: '新版期刊分区发布后，部分期刊分区出现变动。作者应综合学科匹配度、审稿周期与发表费用制定投稿计划。',
    category: '行业资讯',
    published_at: '2026-06-03T11:00:00.000+08:00',
    views_count: 3058,
    is_published: true,
    image: { label: 'JOURNAL RANKING', palette: 'sky' },
    content: `<p>每年期刊分区和影响因子更新后，都会引发作者对投稿选择的重新评估。分区变化固然重要，但并不应成为选刊的唯一依据。</p>
<h2>选刊时建议综合考虑</h2>
<ul>
  <li>期刊的研究范围与稿件主题是否高度匹配；</li>
  <li>近两年的审稿周期与接收率；</li>
  <li>是否为开放获取期刊及其版面费水平；</li>
  <li>是否在预警名单或存在异常发文情况。</li>
</ul>
<p>我们的选刊服务会结合以上因素为每篇稿件推荐 3 至 5 本目标期刊，并给出投稿顺序建议。</p>`,
  },
  {
    slug: 'summer-research-camp-draft',
    title: '【草稿】暑期科研训练营招生通知',
    summary: '内部草稿，尚未发布。',
    category: '行业资讯',
    published_at: '2026-11-20T09:00:00.000+08:00',
    views_count: 0,
    is_published: false,
    content: '<p>训练营安排待定，请勿发布。</p>',
  },
]

// ---------------------------------------------------------------------------------------------
// Cases (成功案例)
// ---------------------------------------------------------------------------------------------

export interface CaseSeed {
  slug: string
  title: string
  description: string
  content: string
  service_type: string
  /** Where the paper was published (none for a grant). */
  journal?: string
  year: number
  impact_factor?: number
  /** A DOI under 10.5555, the prefix reserved for examples: it resolves to nothing real. */
  doi?: string
  /** Seed a drawn acceptance letter (录用通知) for it. */
  acceptance_letter?: boolean
  label: string
  palette: PaletteName
  gallery: number
  client_name: string
  client_title: string
  client_initials: string
  related: string[] // category slugs
  is_featured: boolean
  is_published: boolean
  views_count: number
}

export const cases: CaseSeed[] = [
  {
    slug: 'pan-cancer-prognostic-signature',
    title: '泛癌预后基因标志物研究发表于 IF 7.2 期刊',
    description: '一位肿瘤科主治医师在零生信基础的情况下，通过两个月一对一辅导完成泛癌预后模型研究并顺利发表。',
    content: `<h2>项目背景</h2>
<p>客户为三甲医院肿瘤科主治医师，临床工作繁忙，希望利用公共数据库完成一篇高质量的生信论文用于职称晋升，但此前没有任何编程经验。</p>
<h2>我们的方案</h2>
<ul>
  <li>第 1-2 周：确定以铜死亡相关基因为切入点的泛癌研究选题；</li>
  <li>第 3-6 周：完成 TCGA 33 种肿瘤的表达、预后与免疫浸润分析；</li>
  <li>第 7-8 周：构建并验证预后模型，完成论文初稿与图表。</li>
</ul>
<h2>项目成果</h2>
<p>论文首投即进入外审，经一轮小修后被 Frontiers in Immunology（IF 7.2）接收，从启动到接收共用时 5 个月。</p>`,
    service_type: '生物信息学',
    journal: 'Frontiers in Immunology',
    year: 2025,
    impact_factor: 7.2,
    doi: '10.5555/keyan-demo.1',
    acceptance_letter: true,
    label: 'PAN-CANCER STUDY',
    palette: 'ocean',
    gallery: 3,
    client_name: '王医生',
    client_title: '三甲医院肿瘤科主治医师',
    client_initials: 'W',
    related: ['bioinformatics', 'editing-journal-selection'],
    is_featured: true,
    is_published: true,
    views_count: 856,
  },
  {
    slug: 'retrospective-cohort-nomogram',
    title: '回顾性队列列线图模型研究，一投即中 IF 5.4 期刊',
    description: '基于医院自有的 1200 例患者数据，构建术后复发风险列线图并完成内部验证。',
    content: `<h2>项目背景</h2>
<p>客户团队积累了五年的手术病例数据，但缺少统计建模经验，数据中存在较多缺失值与混杂因素。</p>
<h2>关键工作</h2>
<ol>
  <li>采用多重插补处理缺失数据，制定规范的纳入排除流程；</li>
  <li>通过 LASSO 回归筛选变量，构建 Cox 回归列线图；</li>
  <li>以 C 指数、校准曲线与决策曲线分析评价模型表现。</li>
</ol>
<p>论文投稿后 3 个月被接收，审稿人对模型验证部分给予了积极评价。</p>`,
    service_type: '临床研究',
    journal: 'Cancers',
    year: 2025,
    impact_factor: 5.4,
    doi: '10.5555/keyan-demo.2',
    label: 'NOMOGRAM MODEL',
    palette: 'teal',
    gallery: 2,
    client_name: '李主任',
    client_title: '普外科副主任医师',
    client_initials: 'L',
    related: ['clinical-research', 'statistical-analysis'],
    is_featured: true,
    is_published: true,
    views_count: 634,
  },
  {
    slug: 'network-meta-analysis-immunotherapy',
    title: '免疫治疗方案网状Meta分析发表于 IF 4.6 期刊',
    description: '比较六种免疫联合治疗方案的疗效与安全性，完成 PROSPERO 注册与全流程写作。',
    content: `<h2>项目背景</h2>
<p>客户为在读博士研究生，希望在临床试验数据基础上完成一篇网状Meta分析，作为博士课题的补充。</p>
<h2>实施过程</h2>
<p>我们协助客户完成方案注册、检索式制定与双人独立筛选，共纳入 28 项随机对照试验，并在贝叶斯框架下完成疗效排序分析。</p>
<ul>
  <li>PRISMA-NMA 清单逐项核对；</li>
  <li>偏倚风险评估与 GRADE 证据质量分级；</li>
  <li>一致性检验与敏感性分析。</li>
</ul>`,
    service_type: 'Meta分析',
    journal: 'Cancer Immunology, Immunotherapy',
    year: 2024,
    impact_factor: 4.6,
    doi: '10.5555/keyan-demo.3',
    label: 'NETWORK META',
    palette: 'violet',
    gallery: 0,
    client_name: '张同学',
    client_title: '医学院博士研究生',
    client_initials: 'Z',
    related: ['meta-analysis'],
    is_featured: true,
    is_published: true,
    views_count: 512,
  },
  {
    slug: 'nsfc-youth-fund-approved',
    title: '国自然青年基金首次申请即获资助',
    description: '通过三轮申请书打磨，重新凝练科学问题并优化技术路线，客户首次申请即获批准。',
    content: `<h2>项目背景</h2>
<p>客户为高校青年教师，前期研究基础扎实，但初稿中科学问题分散，立项依据缺乏逻辑主线。</p>
<h2>我们的工作</h2>
<ul>
  <li>与客户多次讨论，将研究聚焦于一个核心机制问题；</li>
  <li>重写立项依据，按“现状—不足—假说”的逻辑展开；</li>
  <li>重新绘制技术路线图，并安排同行专家进行模拟评审。</li>
</ul>
<p>申请书最终获得资助，评审意见中特别肯定了研究假说的清晰性。</p>`,
    service_type: '基金与课题',
    year: 2025,
    label: 'NSFC APPROVED',
    palette: 'amber',
    gallery: 0,
    client_name: '陈老师',
    client_title: '高校青年教师',
    client_initials: 'C',
    related: ['grant-project'],
    is_featured: false,
    is_published: true,
    views_count: 421,
  },
  {
    slug: 'editing-resubmission-accepted',
    title: '润色与重新选刊后，被拒稿件成功发表',
    description: '两次被拒的稿件经过语言润色、结构调整与重新选刊，三个月内被 IF 3.9 期刊接收。',
    content: `<h2>问题诊断</h2>
<p>稿件研究设计合理，但语言表达不够规范，讨论部分与结果衔接不足，且此前投稿的期刊与研究主题匹配度较低。</p>
<h2>改进措施</h2>
<ol>
  <li>母语编辑完成全文润色，学科专家调整讨论部分逻辑；</li>
  <li>重新推荐 4 本匹配度更高的期刊并确定投稿顺序；</li>
  <li>协助撰写 Cover Letter 与审稿意见回复。</li>
</ol>
<p>改投第二本推荐期刊 ESC Heart Failure（IF 3.9），一轮修改后接收。</p>`,
    service_type: '论文润色与选刊',
    journal: 'ESC Heart Failure',
    year: 2024,
    impact_factor: 3.9,
    doi: '10.5555/keyan-demo.5',
    acceptance_letter: true,
    label: 'EDITING SUCCESS',
    palette: 'sky',
    gallery: 0,
    client_name: '刘医生',
    client_title: '心内科住院医师',
    client_initials: 'L',
    related: ['editing-journal-selection', 'paper-writing'],
    is_featured: false,
    is_published: true,
    views_count: 298,
  },
  {
    slug: 'wet-lab-mechanism-validation',
    title: '生信结合湿实验验证，研究发表于 IF 6.1 期刊',
    description: '在生信筛选出关键基因后，补充细胞功能实验与 Western Blot 验证，显著提升了论文档次。',
    content: `<h2>项目背景</h2>
<p>客户已完成生信分析，但投稿时多次被审稿人要求补充实验验证。</p>
<h2>实验方案</h2>
<ul>
  <li>qPCR 与 Western Blot 验证关键基因表达；</li>
  <li>CCK-8、Transwell 实验评估细胞增殖与迁移能力；</li>
  <li>整理原始数据并按期刊要求制作图表。</li>
</ul>
<p>补充实验后论文被 Journal of Translational Medicine（IF 6.1）接收。</p>`,
    service_type: '湿实验',
    journal: 'Journal of Translational Medicine',
    year: 2026,
    impact_factor: 6.1,
    doi: '10.5555/keyan-demo.6',
    label: 'LAB VALIDATION',
    palette: 'rose',
    gallery: 2,
    client_name: '赵博士',
    client_title: '医学院博士后',
    client_initials: 'Z',
    related: ['wet-lab', 'bioinformatics'],
    is_featured: false,
    is_published: true,
    views_count: 377,
  },
  {
    slug: 'statistics-course-case-draft',
    title: '统计分析课程学员案例（待审核）',
    description: '学员授权确认中，暂不发布。',
    content: '<p>待学员确认后发布。</p>',
    service_type: '统计分析',
    journal: 'BMJ Open',
    year: 2026,
    impact_factor: 2.8,
    doi: '10.5555/keyan-demo.7',
    label: 'DRAFT CASE',
    palette: 'slate',
    gallery: 0,
    client_name: '孙同学',
    client_title: '公共卫生硕士研究生',
    client_initials: 'S',
    related: ['statistical-analysis'],
    is_featured: false,
    is_published: false,
    views_count: 0,
  },
]

// ---------------------------------------------------------------------------------------------
// Faculty (师资介绍)
// ---------------------------------------------------------------------------------------------

export interface FacultySeed {
  name: string
  title: string
  background: string
  expertise: string[]
  achievements: string[]
  /** Object, JSON text of such an object, or a plain string (read as an e-mail address). */
  contact_info: { email?: string; phone?: string; wechat?: string; website?: string } | string
  is_active: boolean
}

/**
 * The illustrated portraits of the demo faculty and team (drawn by portraitSvg: nobody's photo), by
 * name: one person on the faculty and on the team is one picture. `file` names the media document.
 */
export const portraits: Record<string, { file: string; palette: PaletteName; look: Omit<PortraitLook, 'palette'> }> = {
  陈志远: {
    file: 'chen-zhiyuan',
    palette: 'ocean',
    look: {
      skin: 'light',
      hair: 'side-part',
      hairColor: 'black',
      glasses: true,
      outfit: 'suit',
      outfitColor: '#1e3a8a',
    },
  },
  李静怡: {
    file: 'li-jingyi',
    palette: 'teal',
    look: {
      skin: 'medium',
      hair: 'bob',
      hairColor: 'dark-brown',
      glasses: true,
      outfit: 'blouse',
      outfitColor: '#0f766e',
    },
  },
  张明: {
    file: 'zhang-ming',
    palette: 'indigo',
    look: { skin: 'light', hair: 'short', hairColor: 'black', outfit: 'shirt', outfitColor: '#4338ca' },
  },
  刘芳: {
    file: 'liu-fang',
    palette: 'violet',
    look: {
      skin: 'medium',
      hair: 'long',
      hairColor: 'black',
      glasses: true,
      outfit: 'sweater',
      outfitColor: '#7c3aed',
    },
  },
  赵立新: {
    file: 'zhao-lixin',
    palette: 'rose',
    look: { skin: 'tan', hair: 'crop', hairColor: 'grey', glasses: true, outfit: 'lab-coat', outfitColor: '#be123c' },
  },
  周晓雯: {
    file: 'zhou-xiaowen',
    palette: 'fuchsia',
    look: { skin: 'light', hair: 'bun', hairColor: 'dark-brown', outfit: 'blouse', outfitColor: '#a21caf' },
  },
  孙浩: {
    file: 'sun-hao',
    palette: 'slate',
    look: { skin: 'medium', hair: 'short', hairColor: 'dark-brown', outfit: 'sweater', outfitColor: '#475569' },
  },
}

export const faculty: FacultySeed[] = [
  {
    name: '陈志远',
    title: '首席科学家 · 生物信息学博士',
    background:
      '毕业于国内知名高校生物信息学专业，曾在海外研究机构从事肿瘤基因组学博士后研究，2018年回国创立本平台，十余年多组学数据分析经验。',
    expertise: ['肿瘤基因组学', '单细胞测序分析', '多组学整合', '机器学习建模'],
    achievements: [
      '以第一或通讯作者发表SCI论文40余篇',
      '主持国家自然科学基金面上项目2项',
      '指导学员发表SCI论文300余篇',
    ],
    contact_info: {
      email: 'chen.zy@keyan.example.com',
      phone: '0571-8690 2018',
      wechat: 'keyan_chen',
      website: 'https://keyan.example.com/team/chen',
    },
    is_active: true,
  },
  {
    name: '李静怡',
    title: '学术顾问 · 医学教授',
    background:
      '三甲医院临床医学教授、硕士生导师，长期从事临床流行病学与循证医学研究，2019年起担任本平台学术顾问，把关临床研究方案。',
    expertise: ['临床研究设计', '循证医学', '真实世界研究'],
    achievements: ['主持省部级科研项目5项', '担任多本SCI期刊审稿人', '获省级科技进步二等奖'],
    contact_info: JSON.stringify({ email: 'li.jy@keyan.example.com', phone: '0571-8690 2019', wechat: 'keyan_li' }),
    is_active: true,
  },
  {
    name: '张明',
    title: '数据分析专家 · 生物统计学硕士',
    background:
      '生物统计学硕士，精通 R 与 SAS，曾参与多项多中心临床试验的统计设计与分析；2018年加入平台，负责统计分析课程与数据分析项目。',
    expertise: ['生物统计', 'R语言', '生存分析', '预测模型', '临床试验统计'],
    achievements: ['参与10余项多中心临床试验统计分析', '开设统计课程累计学员2000余人'],
    contact_info: 'zhang.ming@keyan.example.com',
    is_active: true,
  },
  {
    name: '刘芳',
    title: '循证医学讲师 · 流行病学博士',
    background:
      '流行病学博士，Cochrane 协作网系统评价作者，专注系统评价与Meta分析方法学研究与教学；2020年加入平台，主持Meta分析一对一辅导。',
    expertise: ['系统评价', 'Meta分析', '网状Meta分析', 'GRADE证据分级'],
    achievements: [
      '发表Meta分析论文30余篇',
      'Cochrane系统评价作者',
      '主讲Meta分析课程20余期',
      '编写循证医学实践教材1部',
    ],
    contact_info: { email: 'liu.fang@keyan.example.com', wechat: 'keyan_liufang' },
    is_active: true,
  },
  {
    name: '赵立新',
    title: '实验技术专家 · 分子生物学博士',
    background:
      '分子生物学博士，拥有十年科研实验室管理经验，熟悉细胞、分子与动物实验的设计与质量控制；2019年加入平台，负责合作实验室的湿实验项目。',
    expertise: ['分子生物学', '细胞实验', '动物模型', '实验设计'],
    achievements: ['建立标准化实验流程30余项', '协助完成机制验证课题100余项'],
    contact_info: JSON.stringify({
      email: 'zhao.lx@keyan.example.com',
      phone: '0571-8690 2021',
      website: 'https://keyan.example.com/lab',
    }),
    is_active: true,
  },
  {
    name: '周晓雯',
    title: '学术英语编辑 · 语言学硕士',
    background:
      '英国高校应用语言学硕士，长期从事医学与生命科学论文的英文编辑工作，熟悉主流期刊的语言规范；2021年加入平台，负责英文润色与学术英语课程。',
    expertise: ['学术英语润色', '投稿信撰写', '审稿回复'],
    achievements: ['累计润色稿件1500余篇', '主讲学术英语写作课程10余期'],
    contact_info: {
      email: 'zhou.xw@keyan.example.com',
      phone: '0571-8690 2022',
      website: 'https://keyan.example.com/team/zhou',
    },
    is_active: true,
  },
  {
    name: '孙浩',
    title: '兼职讲师（已离职）',
    background: '已结束合作，资料仅作存档。',
    expertise: ['科研绘图', '图像处理', '数据可视化'],
    achievements: ['主讲科研绘图课程5期', '设计期刊封面图10余幅'],
    contact_info: 'sun.hao@keyan.example.com',
    is_active: false,
  },
]

// ---------------------------------------------------------------------------------------------
// Academic resources (学术资源)
// ---------------------------------------------------------------------------------------------

export interface ResourceSeed {
  title: string
  description: string
  category: string
  sort_order: number
  is_active: boolean
  file?: { kind: 'pdf'; name: string; document: GuideDocument } | { kind: 'video'; name: string }
}

/** A resource's PDF: the guide of that file name in resource-documents.ts. */
function guide(name: string): { kind: 'pdf'; name: string; document: GuideDocument } {
  const document = RESOURCE_DOCUMENTS[name]
  if (!document) throw new Error(`no guide text for ${name}`)
  return { kind: 'pdf', name, document }
}

export const resources: ResourceSeed[] = [
  {
    title: 'SCI论文写作入门指南',
    description: '从论文结构、各部分写作要点到投稿流程，帮助初学者建立SCI论文写作的整体框架。',
    category: '入门教程',
    sort_order: 1,
    is_active: true,
    file: guide('sci-paper-writing-primer.pdf'),
  },
  {
    title: 'R语言生物统计分析实战',
    description: '以真实临床数据为例，讲解 t 检验、卡方检验、回归模型与生存分析的 R 语言实现与结果解读。',
    category: '数据分析',
    sort_order: 2,
    is_active: true,
    file: guide('r-biostatistics-in-practice.pdf'),
  },
  {
    title: 'Python科研编程基础',
    description: '面向科研人员的 Python 入门教程，涵盖数据处理、可视化与常用科学计算库。',
    category: '编程技能',
    sort_order: 3,
    is_active: true,
    file: guide('python-for-researchers.pdf'),
  },
  {
    title: '高级Meta分析方法与实践',
    description: '深入讲解网状Meta分析、剂量反应Meta分析与诊断试验Meta分析的方法学要点。',
    category: '高级研究',
    sort_order: 4,
    is_active: true,
    file: guide('advanced-meta-analysis.pdf'),
  },
  {
    title: '文献检索与管理技巧（视频）',
    description: '1 分钟了解 PubMed 高级检索与文献管理软件的高效用法（演示短片）。',
    category: '入门教程',
    sort_order: 5,
    is_active: true,
    file: { kind: 'video', name: 'literature-search-tips.mp4' },
  },
  {
    title: '旧版SPSS操作手册（已下架）',
    description: '内容已过时，已下架。',
    category: '数据分析',
    sort_order: 90,
    is_active: false,
    file: guide('spss-manual-legacy.pdf'),
  },
  {
    title: '科研绘图模板合集（文件准备中）',
    description: '文件尚未上传，暂不对外展示。',
    category: '编程技能',
    sort_order: 91,
    is_active: true,
  },
]

// ---------------------------------------------------------------------------------------------
// Contact methods (联系方式)
// ---------------------------------------------------------------------------------------------

export interface ContactSeed {
  name: string
  type: 'wechat' | 'phone' | 'email' | 'address'
  description: string
  value: string
  bottom_text: string
  /** Seed a real QR code of `value` (the WeChat ID) as the method's 二维码. */
  qr?: boolean
}

export const contactMethods: ContactSeed[] = [
  {
    name: '微信咨询',
    type: 'wechat',
    description: '添加学术顾问微信，一对一沟通研究需求，获取个性化方案与报价。',
    value: 'keyan-xueshu',
    bottom_text: '扫码添加学术顾问',
    qr: true,
  },
  {
    name: '咨询热线',
    type: 'phone',
    description: '工作时间内专人接听，快速解答服务流程与价格问题。',
    value: '400-886-2018',
    bottom_text: '工作日 9:00-18:00',
  },
  {
    name: '电子邮箱',
    type: 'email',
    description: '发送稿件或需求说明，我们将在一个工作日内回复。',
    value: 'service@keyan.example.com',
    bottom_text: '1 个工作日内回复',
  },
  {
    name: '公司地址',
    type: 'address',
    description: '欢迎预约后到访，面对面交流课题方案。',
    value: '浙江省杭州市滨江区江南大道 3688 号 智汇科创中心 12 层',
    bottom_text: '来访请提前预约',
  },
]

// ---------------------------------------------------------------------------------------------
// Services (服务管理)
// ---------------------------------------------------------------------------------------------

export interface ServiceSeed {
  slug: string
  title: string
  description: string
  content: string
  price_range: string
  features: string[]
  sort_order: number
  is_active: boolean
}

export const services: ServiceSeed[] = [
  {
    slug: 'editing-journal-selection',
    title: '论文润色与选刊',
    description: '母语编辑与学科专家联合润色，结合研究方向精准匹配目标期刊。',
    content: `<h3>服务流程</h3>
<ol>
  <li>提交稿件与目标期刊要求；</li>
  <li>评估字数与复杂度并确认报价；</li>
  <li>母语编辑润色与学科专家审校；</li>
  <li>交付修订稿与修改说明；</li>
  <li>推荐期刊并指导投稿。</li>
</ol>
<p>价格根据字数与稿件复杂度确定。</p>`,
    price_range: '1999-5999',
    features: ['母语编辑润色', '学科专家审校', '精准期刊匹配', '免费返修润色'],
    sort_order: 1,
    is_active: true,
  },
  {
    slug: 'grant-project',
    title: '基金与课题申报',
    description: '国家级与省部级课题申报书的选题论证、撰写指导与预审修改。',
    content: `<h3>服务流程</h3>
<ol>
  <li>沟通研究基础与申报方向；</li>
  <li>凝练科学问题与研究假说；</li>
  <li>指导撰写立项依据与研究方案；</li>
  <li>绘制技术路线图；</li>
  <li>专家预审与多轮修改。</li>
</ol>
<p>价格根据基金类型与复杂度确定。</p>`,
    price_range: '3999-12999',
    features: ['选题论证', '立项依据打磨', '技术路线图', '专家预审'],
    sort_order: 2,
    is_active: true,
  },
  {
    slug: 'research-training',
    title: '科研培训',
    description: '面向研究生与青年医生的系统科研能力训练。',
    content: `<h3>课程内容</h3>
<ul>
  <li>文献检索与管理</li>
  <li>科研选题与研究设计</li>
  <li>数据分析与科研绘图</li>
  <li>论文写作与投稿</li>
</ul>
<p>价格根据课程时长与深度确定。</p>`,
    price_range: '1000-5000',
    features: ['系统课程', '实战案例', '课后答疑'],
    sort_order: 3,
    is_active: true,
  },
  {
    slug: 'english-training',
    title: '英语培训',
    description: '学术英语写作与国际交流能力提升课程。',
    content: `<h3>课程内容</h3>
<ul>
  <li>学术写作句式与段落组织</li>
  <li>摘要与投稿信写作</li>
  <li>国际会议口头报告训练</li>
</ul>
<p>价格根据课程时长与内容确定。</p>`,
    price_range: '3000-12000',
    features: ['小班授课', '外籍讲师点评', '模拟答问'],
    sort_order: 4,
    is_active: true,
  },
  {
    slug: 'wet-lab-experiment',
    title: '湿实验外包',
    description: '分子、细胞与动物实验的设计与执行，提供完整原始数据。',
    content: `<h3>实验类型</h3>
<ul>
  <li>分子生物学实验：qPCR、Western Blot、免疫组化</li>
  <li>细胞实验：增殖、迁移、凋亡检测</li>
  <li>动物实验：模型构建与表型评估</li>
</ul>
<p>价格根据实验类型与复杂度确定。</p>`,
    price_range: '10000-50000',
    features: ['实验方案设计', '规范操作', '原始数据交付', '实验报告'],
    sort_order: 5,
    is_active: true,
  },
  {
    slug: 'data-hosting-legacy',
    title: '科研数据托管（已停用）',
    description: '历史服务，已停止提供。',
    content: '<p>该服务已停止。</p>',
    price_range: '999-1999',
    features: ['云端存储'],
    sort_order: 99,
    is_active: false,
  },
]

// ---------------------------------------------------------------------------------------------
// Core projects (核心项目 / 测试服务)
// ---------------------------------------------------------------------------------------------

export interface CoreProjectSeed {
  title: string
  price: number
  description: string
  service_content: string[]
  button_text: string
  notes: string
  sort_order: number
  is_active: boolean
}

export const coreProjects: CoreProjectSeed[] = [
  {
    title: '科研测试服务·基础',
    price: 1999,
    description: '适合科研起步阶段：对研究思路与数据基础进行一次全面评估，明确可行的研究方向。',
    service_content: [
      '研究背景梳理',
      '数据可用性评估',
      '选题可行性分析',
      '初步研究方案',
      '一次线上答疑',
      '评估报告交付',
    ],
    button_text: '立即购买',
    notes: '评估报告在付款后 5 个工作日内交付。',
    sort_order: 1,
    is_active: true,
  },
  {
    title: '科研测试服务·高级',
    price: 3999,
    description: '在基础评估之上给出完整研究设计与分析路线，适合准备开题或基金申报的研究者。',
    service_content: [
      '完整研究设计',
      '统计分析方案',
      '技术路线图',
      '预期结果与风险评估',
      '两次线上答疑',
      '方案修改一轮',
    ],
    button_text: '立即购买',
    notes: '可与基金申报辅导叠加使用，享受组合优惠。',
    sort_order: 2,
    is_active: true,
  },
  {
    title: '科研测试服务·专业',
    price: 6999,
    description: '专家团队全程参与的课题论证服务，输出可直接用于开题或申报的方案文本。',
    service_content: [
      '专家团队论证',
      '研究方案全文',
      '预实验设计',
      '数据分析演示',
      '不限次数答疑（30天）',
      '方案修改三轮',
    ],
    button_text: '预约专家',
    notes: '需提前预约专家时间，名额有限。',
    sort_order: 3,
    is_active: true,
  },
  {
    title: '生信SCI一对一辅导',
    price: 13888,
    description: '导师一对一带教公共数据库挖掘，约2个月完成一篇SCI论文初稿。',
    service_content: ['选题指导', '数据下载与清洗', '差异与富集分析', '预后模型构建', '图表制作', '论文撰写指导'],
    button_text: '立即咨询',
    notes: '课程结束后一个月内免费答疑。',
    sort_order: 4,
    is_active: true,
  },
  {
    title: '临床研究一对一辅导',
    price: 14888,
    description: '从研究设计到论文撰写的临床研究全流程辅导。',
    service_content: ['研究设计', '数据清洗', '统计建模', '结果解读', '论文撰写', '投稿指导'],
    button_text: '立即咨询',
    notes: '选题到成稿约2至3个月。',
    sort_order: 5,
    is_active: true,
  },
  {
    title: '科研测试服务·旧版（已下线）',
    price: 999,
    description: '旧版测试服务，已下线。',
    service_content: ['需求沟通', '简要评估', '一次答疑', '评估摘要', '邮件交付'],
    button_text: '立即购买',
    notes: '已下线，不再销售。',
    sort_order: 99,
    is_active: false,
  },
]

// ---------------------------------------------------------------------------------------------
// Service menu (服务菜单)
// ---------------------------------------------------------------------------------------------

export const serviceMenu: { name: string; link: string }[] = [
  { name: '生信SCI一对一辅导', link: '/services/bioinformatics-1v1' },
  { name: '临床研究一对一辅导', link: '/services/clinical-1v1' },
  { name: 'Meta分析一对一辅导', link: '/services/meta-analysis-1v1' },
  { name: '统计分析指导', link: '/services/statistical-analysis' },
  { name: '论文写作技巧训练', link: '/services/writing-training' },
  { name: '论文返修辅导', link: '/services/revision-tutoring' },
  { name: '论文润色与选刊', link: '/services/editing-journal-selection' },
  { name: '基金与课题申报', link: '/services/grant-project' },
  { name: '湿实验外包', link: '/services/wet-lab-experiment' },
]

// ---------------------------------------------------------------------------------------------
// Site settings (站点设置)
// ---------------------------------------------------------------------------------------------

export const siteSettings = {
  brand_name: '科研学术服务平台',
  // DEMO VALUES ONLY: not real filings. Staff must enter the site's own numbers (站点设置) before going live.
  icp_number: '浙ICP备00000000号-1',
  police_filing_number: '浙公网安备33010802000000号',
  search_verification: { baidu: 'codeva-demo0000000' },
  footer_intro:
    '科研服务学术支持平台，专注为科研工作者、医学作者与研究生提供生物信息学、临床研究、Meta分析、论文写作与润色、基金申报等一站式学术支持服务。',
  figures: { cases: '1500+', team: '100+', satisfaction: '98%', founded: '2018' },
  selling_points: [
    {
      title: '专业团队',
      description: '博士与高校教师组成的百人专家团队，覆盖生信、临床、统计与实验等研究领域。',
      icon: '👨‍🔬',
    },
    {
      title: '高质量服务',
      description: '严格遵循学术规范，多轮质量审核，确保每一项交付都经得起审稿检验。',
      icon: '🏆',
    },
    { title: '快速响应', description: '学术顾问 24 小时内响应需求，项目进度透明可查。', icon: '⚡' },
    { title: '保密安全', description: '签署保密协议，研究数据与稿件全程加密存储，绝不外泄。', icon: '🔒' },
  ],
  social_channels: [
    { name: '微信公众号', url: 'https://mp.weixin.qq.com/s/keyan-xueshu', icon: '微' },
    { name: '知乎', url: 'https://www.zhihu.com/org/keyan-xueshu', icon: '知' },
    { name: '哔哩哔哩', url: 'https://space.bilibili.com/20182018', icon: 'B' },
    { name: '小红书', url: 'https://www.xiaohongshu.com/user/profile/keyan-xueshu', icon: '红' },
    { name: '视频号', icon: '视', qr: true },
  ],
  careers_email: 'hr@keyan.example.com',
} as const

/** Demo leads for the sales desk's list (fictional people; the phone numbers are not real lines). */
export const demoEnquiries = [
  {
    name: '王医生（示例）',
    organization: '某三甲医院心内科',
    phone: '13800000001',
    service: 'Meta分析',
    message: '计划做一篇关于他汀类药物与心衰预后的 Meta 分析，想了解检索、统计分析和写作的整体方案与周期。',
    contact_time: '工作日下午',
    status: 'new' as const,
    source_page: '/services/meta-analysis',
    utm: { source: 'baidu', medium: 'cpc', campaign: 'meta-2026' },
  },
  {
    name: '李同学（示例）',
    organization: '某医科大学',
    wechat: 'li_demo_2026',
    email: 'li.student@example.com',
    service: 'SCI论文润色',
    message: '英文初稿约 6000 词，投稿前需要语言润色和格式调整，希望两周内完成。',
    status: 'contacted' as const,
    source_page: '/contact',
  },
]

/** Demo synonym groups of site search (collection search-synonyms). */
export const searchSynonyms: string[] = [
  '荟萃分析, Meta分析, meta analysis',
  '生信, 生物信息, 生物信息学',
  '国自然, 国家自然科学基金',
  'SCI, 科学引文索引',
]
