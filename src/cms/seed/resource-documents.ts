// Demo copy written for the seed: the texts of the academic resource library's guide PDFs.

/** A guide rendered as a multi-page PDF by the seed (demo copy written for this site). */
export interface GuideDocument {
  /** Cover title, Chinese. */
  title: string
  /** Cover line under the title, e.g. '学术资源库 · 入门教程'. */
  subtitle: string
  sections: GuideSection[]
}
export interface GuideSection {
  heading: string // e.g. '一、论文的基本结构'
  paragraphs?: string[] // body paragraphs, each 60–160 Chinese characters
  items?: string[] // bullet points, each under 60 characters
  code?: string[] // optional code lines (ASCII only, each at most 70 characters)
}

const sciPaperWritingPrimer: GuideDocument = {
  title: 'SCI论文写作入门指南',
  subtitle: '学术资源库 · 入门教程',
  sections: [
    {
      heading: '一、论文的基本结构',
      paragraphs: [
        '绝大多数SCI原创研究论文遵循IMRaD结构，即引言（Introduction）、方法（Methods）、结果（Results）与讨论（Discussion）。这一结构对应科学研究的基本逻辑：为什么做、怎么做、发现了什么、这些发现意味着什么。审稿人和读者习惯按这个顺序查找信息，结构清晰本身就能降低阅读成本。',
        '在IMRaD主体之外，一篇完整的论文通常还包括标题、摘要、关键词、致谢、利益冲突声明、数据可用性声明、参考文献和补充材料。不同期刊对各部分的名称、顺序和字数要求略有差异，动笔之前应先确认目标期刊的格式规定。',
      ],
      items: [
        '引言：研究背景、尚未解决的问题与研究目的',
        '方法：研究设计、对象、干预或暴露、测量与统计分析',
        '结果：按逻辑顺序呈现主要发现与次要发现',
        '讨论：解释结果、与既往研究比较、局限性与意义',
      ],
    },
    {
      heading: '二、推荐的写作顺序',
      paragraphs: [
        '按阅读顺序从标题一路写到讨论，往往会在引言上反复卡壳。更高效的做法是先整理图表，再依次撰写方法、结果、讨论和引言，最后写摘要与标题。图表决定了论文要讲的故事，方法和结果最具体、最容易落笔，而摘要和标题需要在全文基本定稿后才能准确概括。',
        '动笔之前，建议先用一页纸写下论文的核心信息：研究问题是什么，主要发现是什么，这一发现为什么重要。全文每一部分都应服务于这条主线，与主线关系不大的数据可以放入补充材料，避免正文枝蔓过多、重点不清。',
      ],
      items: [
        '第一步：确定图表，并为每张图写一句结论',
        '第二步：撰写方法，写清可重复的细节',
        '第三步：撰写结果，按图表顺序描述',
        '第四步：撰写讨论，围绕主要发现展开',
        '第五步：撰写引言，为研究问题做铺垫',
        '第六步：提炼摘要与标题',
      ],
    },
    {
      heading: '三、方法与结果：写清做了什么、发现了什么',
      paragraphs: [
        '方法部分的标准是“同行能够据此重复研究”。应说明研究设计、研究对象的来源与纳入排除标准、样本量的确定依据、干预或测量的具体步骤、主要试剂与仪器的型号和来源，以及统计方法和软件版本。涉及人或动物的研究，还需写明伦理审批编号和知情同意情况。',
        '结果部分只陈述发现，不做解释。一般先报告研究对象的基线特征，再报告主要结局，随后是次要结局和敏感性分析。文字应点出图表中最关键的信息，而不是逐一复述每个数字；统计结果应同时给出效应量、95%置信区间和精确的P值。',
      ],
      items: [
        '临床试验可参照CONSORT，观察性研究可参照STROBE',
        '已发表的方法可引用原文献，但关键改动需写明',
        '阴性结果和与预期不符的结果同样需要如实报告',
      ],
    },
    {
      heading: '四、讨论、引言、摘要与标题',
      paragraphs: [
        '讨论的第一段通常用两三句话概括主要发现，随后与已有研究进行比较，解释结果一致或不一致的可能原因，并探讨可能的机制。局限性应坦诚说明，并分析其对结论的影响，最后落脚于研究的意义和未来方向。不要做超出数据支持范围的推论，尤其不要把相关关系写成因果关系。',
        '引言宜采用“漏斗式”结构：从领域背景出发，逐步聚焦到尚未解决的具体问题，最后一段明确提出本研究的目的或假设，篇幅一般为三到四段。摘要需能独立阅读，包含目的、方法、主要结果的关键数字和结论；标题应准确具体，体现研究对象和主要发现。',
      ],
      items: [
        '讨论中不要大段重复结果部分的数字',
        '摘要中不引用文献，尽量不用非通用缩写',
        '标题避免夸大，慎用“首次”“新颖”等字眼',
      ],
    },
    {
      heading: '五、语言、时态与图表',
      paragraphs: [
        '科技英语追求准确、简洁和清晰。一个句子表达一个主要意思，优先使用主动语态和具体的动词，避免堆砌名词化结构。时态方面，描述本研究的方法和结果一般用过去时；陈述公认的事实和结论用一般现在时；在引言中概述某一领域近年来的研究进展时，可以使用现在完成时。',
        '图表往往是审稿人最先浏览的内容，应做到不看正文也能读懂。每张图表都要有完整的标题和图注，说明样本量、误差线的含义（标准差还是标准误）以及所用的统计检验。同一组数据不要在图和表中重复呈现；分辨率、字体、配色和文件格式应符合期刊要求。',
      ],
      items: [
        '表格多采用三线表，不用竖线',
        '坐标轴需标明变量名称和单位',
        '显微图像需附比例尺',
        '图中出现的缩写应在图注中给出全称',
        '全文统一使用美式或英式拼写，不要混用',
      ],
    },
    {
      heading: '六、选择期刊与阅读作者须知',
      paragraphs: [
        '选刊应从研究内容出发，而不是只看影响因子。可以梳理自己引用最多的期刊，浏览候选期刊近两年发表的文章，判断研究主题、文章类型和证据水平是否匹配，同时留意审稿周期、录用率、版面费和开放获取政策。对主动发来约稿邮件、承诺快速发表的期刊要提高警惕，谨防掠夺性期刊。',
        '确定目标期刊后，务必通读其作者须知（Guide for Authors）。须知中规定了文章类型、字数上限、摘要格式、参考文献格式、图表规格、数据共享和伦理声明等要求。投稿前按须知逐项核对稿件，可以避免因格式问题被编辑直接退回。',
      ],
      items: [
        '可借助出版社的期刊推荐工具初筛候选期刊',
        '核实期刊是否被Web of Science、PubMed等收录',
        '确认参考文献格式与期刊要求一致',
      ],
    },
    {
      heading: '七、投稿信与回复审稿意见',
      paragraphs: [
        '投稿信（Cover Letter）是写给编辑的一页短信，应说明稿件标题和文章类型，用两三句话概括研究问题与主要发现，阐明稿件为什么适合该刊读者，并声明稿件未一稿多投、全体作者同意投稿、无未申报的利益冲突。如有需要回避的审稿人，可在信中简要说明理由。',
        '收到审稿意见后，先冷静通读，区分必须修改、可以商榷和存在误解的意见。回复信应逐条列出审稿意见并依次回应，注明修改内容在修订稿中的页码和行号。对于不同意的意见，可以礼貌地用数据和文献说明理由，切忌情绪化，也不要回避问题。',
        '如果稿件被拒，不必气馁。认真阅读拒稿理由，据此完善稿件后改投其他合适的期刊；部分出版社提供稿件转投服务，可将已有的审稿意见一并转给同社其他期刊，节省重新审稿的时间。改投前记得按新期刊的作者须知调整格式和投稿信。',
      ],
      items: [
        '回复语气礼貌具体，感谢审稿人的建议',
        '修订稿中用高亮或修订模式标出改动',
        '补充的实验或分析要在正文中同步体现',
        '留意编辑规定的返修期限',
      ],
    },
    {
      heading: '八、学术诚信',
      paragraphs: [
        '学术诚信是科研工作的底线。数据捏造、篡改和剽窃是最严重的学术不端行为；图像不当处理、一稿多投、重复发表、不当署名等问题同样可能导致撤稿。图像只能做整体的亮度和对比度调整，并在方法中说明；原始数据和实验记录应妥善保存，以备编辑或所在机构核查。',
        '作者署名应基于对研究的实质性贡献，全体作者对论文内容共同负责。使用他人的观点、数据或图表时必须规范引用；使用生成式人工智能工具辅助写作时，应按期刊政策如实声明，作者仍对全部内容负责。投稿前可自行做相似度检测，但不要为降低重复率而刻意改写，导致表意失真。',
      ],
      items: [
        '作者资格可参照ICMJE的相关建议',
        '临床试验应在首位受试者入组前完成注册',
        '如实声明基金资助情况与利益冲突',
      ],
    },
  ],
}

const rBiostatisticsInPractice: GuideDocument = {
  title: 'R语言生物统计分析实战',
  subtitle: '学术资源库 · 数据分析',
  sections: [
    {
      heading: '一、导入与检查临床数据',
      paragraphs: [
        '分析的第一步不是建模，而是确认数据本身可靠。建议将原始数据保存为CSV格式，用read.csv()导入后立即检查变量类型、取值范围和缺失情况。常见问题包括数值变量被读成字符、日期格式不统一、分类变量编码前后不一致，以及出现明显不合理的极端值。',
        '所有清洗操作都应写在脚本中，而不是直接修改原始文件。分类变量应转换为因子，并明确参照水平；缺失值要查明原因，在报告中说明各变量的缺失比例及处理方式，缺失较多时可考虑多重插补。',
        '导入前最好先准备一份数据字典，列出每个变量的名称、含义、单位、取值范围和编码方式，例如性别中0和1分别代表什么、缺失值用什么符号表示。读取时可以通过na.strings参数把空白、“NA”“-999”等缺失标记统一识别为缺失值，避免它们被当作真实数值参与计算。',
      ],
      items: [
        '原始数据只读，清洗结果另存为新文件',
        '用table()核对分类变量的各个水平',
        '核查年龄、实验室指标等是否超出合理范围',
        '日期变量用as.Date()转换，并核对随访时间是否均为正值',
      ],
      code: [
        'df <- read.csv("data/clinical.csv", na.strings = c("", "NA", "-999"))',
        'str(df)',
        'summary(df)',
        'colSums(is.na(df))',
        'df$group <- factor(df$group, levels = c("control", "treatment"))',
        'df$sex <- factor(df$sex, levels = c(0, 1), labels = c("F", "M"))',
      ],
    },
    {
      heading: '二、描述性统计',
      paragraphs: [
        '描述性统计用于概括样本特征，通常构成论文的表1。连续变量近似正态分布时报告均值±标准差，明显偏态时报告中位数和四分位数间距；分类变量报告例数和百分比。判断分布形态时，直方图和Q-Q图往往比单纯依赖Shapiro-Wilk检验更可靠，因为样本量大时检验对轻微偏离也会给出显著结果。',
        '在随机对照试验的基线表中，一般不建议对组间基线差异做显著性检验，因为随机分组后出现的差异本身就是随机产生的。更有价值的做法是如实描述各组特征，并从临床角度判断差异是否重要。',
      ],
      items: [
        '偏态指标（如CRP、住院天数）用中位数（四分位数间距）描述',
        '小数位数应与测量精度相符，全表保持统一',
        '百分比需注明分母，缺失较多的变量单列“缺失”一行',
      ],
      code: [
        'tapply(df$sbp, df$group, mean, na.rm = TRUE)',
        'tapply(df$sbp, df$group, sd, na.rm = TRUE)',
        'quantile(df$crp, c(0.25, 0.5, 0.75), na.rm = TRUE)',
        'prop.table(table(df$group, df$sex), margin = 1)',
        'hist(df$crp); qqnorm(df$sbp); qqline(df$sbp)',
      ],
    },
    {
      heading: '三、两组比较：t检验与Wilcoxon检验',
      paragraphs: [
        '比较两组连续变量时，独立样本t检验要求观测相互独立、数据近似正态。R中t.test()默认使用Welch校正，不要求两组方差相等，一般可直接采用。同一受试者前后两次测量属于配对设计，应使用配对t检验，实际分析的是差值的分布。',
        '数据明显偏态、存在极端值或样本量很小时，可选用Wilcoxon秩和检验（即Mann-Whitney U检验），配对数据则用Wilcoxon符号秩检验。秩和检验比较的是两组分布的整体位置，报告时应配合中位数和四分位数间距，而不是均值和标准差。',
        '选择检验方法时，应先看研究设计，再看数据分布。正态性要求针对的是每组数据（配对设计则是差值），而不是把两组数据混在一起检验。样本量较大时，根据中心极限定理，t检验对轻度偏离正态相当稳健，真正需要警惕的是严重偏态和离群值。',
      ],
      items: [
        '报告两组均值之差及其95%置信区间，t.test()会直接给出',
        '多于两组时，改用方差分析或Kruskal-Wallis检验',
        '进行多次两两比较时，需用Bonferroni或Holm法校正',
      ],
      code: [
        't.test(sbp ~ group, data = df)',
        't.test(df$sbp_post, df$sbp_pre, paired = TRUE)',
        'wilcox.test(crp ~ group, data = df)',
        'wilcox.test(df$crp_post, df$crp_pre, paired = TRUE)',
      ],
    },
    {
      heading: '四、分类变量：卡方检验与Fisher精确检验',
      paragraphs: [
        '比较两组的率或构成比时，常用Pearson卡方检验。其前提是期望频数不能过小：一般要求所有格子的期望频数不小于1，且期望频数小于5的格子不超过20%。R中chisq.test()对2×2表默认进行连续性校正，如需未校正的结果，可设置correct = FALSE。',
        '样本量较小或期望频数不满足条件时，应改用Fisher精确检验。对于配对设计的二分类资料，例如同一批患者分别接受两种检测方法，应使用McNemar检验，而不是普通的卡方检验。',
        '卡方检验只回答两组是否有差异，不回答差异有多大。报告时应同时给出各组的率，以及率差或相对危险度（RR）及其95%置信区间。fisher.test()对2×2表会给出OR的条件极大似然估计及其置信区间，可以一并报告。多组比较的卡方检验有统计学意义后，如需两两比较，还应校正检验水准。',
      ],
      items: ['除P值外，还应报告率差、RR或OR等效应量', '有序分类结局可考虑秩和检验或趋势检验'],
      code: ['tab <- table(df$group, df$response)', 'chisq.test(tab)$expected', 'chisq.test(tab)', 'fisher.test(tab)'],
    },
    {
      heading: '五、线性回归与logistic回归',
      paragraphs: [
        '结局为连续变量时，可用线性回归同时评估多个因素并调整混杂。回归系数表示在其他变量不变时，自变量每增加一个单位，结局平均变化的量。拟合后应通过残差图检查线性、方差齐性和残差的正态性，并留意强影响点和多重共线性。',
        '结局为二分类变量时使用logistic回归，对系数取指数即得到比值比（OR）。纳入的协变量应依据临床知识和研究设计预先确定，不宜完全依赖逐步回归筛选。经验上，每个自变量至少需要约10个结局事件，否则模型容易过拟合，估计也不稳定。',
        '如果想了解某个因素的作用是否因性别或年龄而不同，应在模型中加入交互项，而不是分别在各亚组中回归后比较P值。另需注意，当结局较常见（发生率超过10%左右）时，OR会明显偏离RR，解释时不要把OR直接说成“风险增加了多少倍”。',
      ],
      items: [
        '连续自变量需检查与结局的关系是否近似线性',
        '可用car包的vif()检查多重共线性',
        '分类自变量可用relevel()设定有临床意义的参照组',
        'logistic模型的区分度可用ROC曲线下面积评价',
      ],
      code: [
        'fit <- lm(sbp ~ group + age + sex, data = df)',
        'summary(fit)',
        'confint(fit)',
        'par(mfrow = c(2, 2)); plot(fit)',
        'm2 <- glm(response ~ group + age + sex, data = df, family = binomial)',
        'exp(cbind(OR = coef(m2), confint(m2)))',
      ],
    },
    {
      heading: '六、生存分析：Kaplan–Meier曲线与Cox模型',
      paragraphs: [
        '生存数据同时包含事件是否发生和随访时间，且存在删失，不能简单按二分类资料处理。Kaplan–Meier法用于估计生存函数并绘制生存曲线，组间比较常用Log-rank检验。报告时应给出各组的中位生存时间及其95%置信区间，以及1年、3年等特定时间点的生存率。',
        'Cox比例风险模型可在调整协变量后估计风险比（HR）。其核心假设是比例风险，即组间风险之比不随时间变化，可用cox.zph()基于Schoenfeld残差进行检验；若假设不成立，可考虑分层Cox模型或引入时间交互项。status变量一般编码为1表示发生事件，0表示删失。',
        '存在竞争风险时，例如研究肿瘤特异性死亡而患者也可能死于其他原因，用1减去Kaplan–Meier估计值会高估累积发生率，此时应估计累积发生函数，并考虑Fine-Gray模型或原因别风险模型。此外，随访过程中才出现的暴露不能按基线分组处理，否则会产生永恒时间偏倚。',
      ],
      items: ['明确起始时间与终点事件的定义', '报告中位随访时间和删失比例', '生存曲线下方最好附上各时间点的风险人数表'],
      code: [
        'library(survival)',
        'km <- survfit(Surv(time, status) ~ group, data = df)',
        'summary(km, times = c(12, 36))',
        'plot(km, col = c("blue", "red"), xlab = "Months", ylab = "Survival")',
        'survdiff(Surv(time, status) ~ group, data = df)',
        'cox <- coxph(Surv(time, status) ~ group + age + stage, data = df)',
        'summary(cox)',
        'cox.zph(cox)',
      ],
    },
    {
      heading: '七、结果报告与可重复性',
      paragraphs: [
        '规范的统计报告应同时包含效应量、95%置信区间和P值。效应量说明差异或关联有多大，置信区间反映估计的精确程度，P值只衡量数据与原假设的相容程度。P值建议报告精确值（如P = 0.032），小于0.001时写作P < 0.001，避免只写“P < 0.05”或“差异显著”。',
        '统计学显著不等于临床上有意义，P > 0.05也不能说明两组“没有差异”。可重复性同样重要：用脚本完成从数据清洗到出图的全过程，固定随机数种子，记录R及各扩展包的版本，并在方法部分写明所用软件和检验方法。',
      ],
      items: [
        '预先制定统计分析计划，区分主要分析与探索性分析',
        '用R Markdown或Quarto把代码、结果和文字整合在一起',
        '用renv锁定项目所用扩展包的版本',
        '正文、表格和图中的统计量保持一致，小数位数统一',
        '结果表格由脚本直接生成，避免手工复制粘贴出错',
      ],
      code: ['set.seed(2024)', 'sessionInfo()'],
    },
  ],
}

const pythonForResearchers: GuideDocument = {
  title: 'Python科研编程基础',
  subtitle: '学术资源库 · 编程技能',
  sections: [
    {
      heading: '一、搭建科研用的Python环境',
      paragraphs: [
        '科研工作建议统一使用Python 3，并选择仍在维护的版本，Python 2早已停止维护。为每个项目创建独立的虚拟环境，可以避免不同项目之间的依赖版本冲突，也便于在其他电脑或服务器上复现分析。常用方式有Python自带的venv，以及适合科学计算、能管理非Python依赖的conda。',
        'Jupyter Notebook和JupyterLab适合交互式探索数据、即时查看图表，但不宜把全部分析长期堆在笔记本里。较稳妥的流程是：先在笔记本中探索，再把成熟的代码整理成.py脚本或函数，由笔记本或命令行调用。',
        '安装软件包时，应使用与当前环境一致的工具：在venv中用pip，在conda环境中尽量用conda安装，避免两者混用导致依赖混乱。把依赖清单随项目一起保存，合作者只需新建环境并按清单安装，就能得到相同版本的软件包，分析结果也更容易对得上。',
      ],
      items: [
        'Windows下的激活命令为 .venv\\Scripts\\activate',
        '用requirements.txt记录依赖及其版本',
        '分享笔记本前先“重启内核并全部运行”，确认结果可复现',
      ],
      code: [
        'python3 -m venv .venv',
        'source .venv/bin/activate',
        'pip install numpy pandas scipy matplotlib jupyterlab',
        'pip freeze > requirements.txt',
        'jupyter lab',
      ],
    },
    {
      heading: '二、用pandas读取与清洗数据',
      paragraphs: [
        'pandas是处理表格数据的核心工具，其DataFrame类似带列名的电子表格。读取数据后，先用info()查看各列类型和非空数量，用describe()查看数值列的分布，再检查缺失值和重复行。不要在Excel中手动修改原始数据，所有清洗步骤都应写成代码，做到每一步可追溯、可复查。',
        '常见的清洗任务包括统一分类变量的写法、把误读为文本的数值列转换为数值、处理缺失值以及合并多个数据表。使用errors="coerce"转换时，无法解析的值会变成缺失值，转换后应比较缺失数量的变化，确认没有误伤有效数据。',
        '实验数据常以“宽格式”记录，即每个时间点或每次重复占一列；而分组汇总和绘图通常更适合“长格式”，即每行一个观测。pandas的melt()可以把宽表转换为长表，pivot_table()则可反向转换。把数据整理成每行一个观测、每列一个变量的整洁形式后，后续的汇总、建模和绘图都会简单很多。',
      ],
      items: ['合并数据表用merge()，合并前后核对行数', '清洗后的数据另存到data/processed目录'],
      code: [
        'import pandas as pd',
        'df = pd.read_csv("data/raw/samples.csv")',
        'df.info()',
        'df.describe()',
        'df.isna().sum()',
        'df = df.drop_duplicates()',
        'df["group"] = df["group"].str.strip().str.lower()',
        'df["weight"] = pd.to_numeric(df["weight"], errors="coerce")',
        'df.groupby("group")["weight"].agg(["mean", "std", "count"])',
        'long = df.melt(id_vars=["id", "group"], var_name="time",',
        '    value_name="value")',
      ],
    },
    {
      heading: '三、用numpy进行数值计算',
      paragraphs: [
        'numpy提供高效的多维数组和向量化运算，是pandas、scipy和matplotlib的共同基础。向量化是指对整个数组直接运算，而不是用for循环逐个处理元素，这样代码更简洁，速度通常也快得多，在处理大型矩阵和影像数据时尤为明显。',
        '需要注意，numpy计算标准差时默认ddof=0，即总体标准差，计算样本标准差应设置ddof=1；而pandas的std()默认ddof=1，两者结果会有差异。生成随机数时，推荐用default_rng()创建生成器并指定种子，以保证模拟结果可以重复。',
        '布尔索引和广播是numpy中两个常用的技巧。布尔索引可以用条件表达式直接筛选元素，例如取出所有超过阈值的测量值；广播则允许形状不同的数组按规则自动对齐后运算，例如让矩阵的每一行都减去各列的均值。掌握这两点后，许多原本需要多重循环的计算都能用一两行代码完成。',
      ],
      items: ['数组中含NaN时，np.mean()返回NaN，可改用np.nanmean()'],
      code: [
        'import numpy as np',
        'x = np.array([5.1, 4.8, 6.2, 5.5, 5.9])',
        'z = (x - x.mean()) / x.std(ddof=1)',
        'log_x = np.log2(x)',
        'rng = np.random.default_rng(seed=42)',
        'sim = rng.normal(loc=0, scale=1, size=1000)',
        'high = x[x > 5.5]',
        'm = np.arange(12).reshape(3, 4)',
        'centered = m - m.mean(axis=0)',
      ],
    },
    {
      heading: '四、用matplotlib绘制出版级图表',
      paragraphs: [
        '期刊对图片通常有明确要求：单栏图宽约8–9厘米，双栏图约17–18厘米；线条图首选PDF、EPS等矢量格式，照片类位图一般要求不低于300 dpi，线条图或图文组合的位图常要求600 dpi以上。因此应在绘图时直接按最终尺寸设置画布，而不是先画大图再缩小，否则字号会小到难以辨认。',
        '推荐使用面向对象的写法，先创建fig和ax，再在ax上绘图。缩放到最终尺寸后，图中字号一般不小于6–8磅；坐标轴需标明变量名和单位，配色应兼顾色觉障碍读者和灰度打印。把绘图代码保存为脚本，数据更新后重新运行即可得到风格一致的图。',
        '多面板组合图可以用plt.subplots()一次创建多个坐标轴，统一字号和配色后，再分别标注A、B、C等面板编号。与其在图片编辑软件中手动拼图，不如全部用代码完成，这样修改任何一个面板都不必重新排版，也能保证各面板风格一致。',
      ],
      items: [
        'figsize的单位是英寸，3.5英寸约合8.9厘米',
        '误差线代表标准差还是标准误，需在图注中注明',
        '图中使用中文标签时，需要另行指定中文字体',
      ],
      code: [
        'import matplotlib.pyplot as plt',
        'plt.rcParams.update({"font.size": 8, "pdf.fonttype": 42})',
        'fig, ax = plt.subplots(figsize=(3.5, 2.6))',
        'ax.errorbar(dose, mean, yerr=sd, marker="o", capsize=3)',
        'ax.set_xlabel("Dose (mg/kg)")',
        'ax.set_ylabel("Response (%)")',
        'ax.spines[["top", "right"]].set_visible(False)',
        'fig.tight_layout()',
        'fig.savefig("figures/fig1.pdf")',
        'fig.savefig("figures/fig1.tiff", dpi=600)',
      ],
    },
    {
      heading: '五、用scipy.stats进行统计检验',
      paragraphs: [
        'scipy.stats模块提供了科研中最常用的假设检验函数，涵盖参数检验、非参数检验、列联表检验和相关分析，调用后通常返回检验统计量和P值。选择函数前要先弄清研究设计：两组数据是独立样本还是配对样本，结局是连续变量还是分类变量，数据是否近似正态，再对应到具体的函数。',
        'scipy侧重检验本身，通常不会一并给出效应量和置信区间，需要自行计算或借助其他工具；如需拟合回归模型并输出完整的系数表，可以使用statsmodels。无论使用哪种工具，都应在传入数据前处理缺失值，并核对每组的样本量。',
        '效应量可以手动计算。例如两组均值比较常用Cohen’s d，即两组均值之差除以合并标准差；两组样本量相近时，合并标准差可取两组方差平均值的平方根。同时报告效应量、置信区间和P值，比只给出P值更能说明差异的实际大小。',
      ],
      items: [
        'ttest_ind()：独立样本t检验，equal_var=False即Welch法',
        'mannwhitneyu()：两组独立样本的秩和检验',
        'ttest_rel()与wilcoxon()：配对设计的参数与非参数检验',
        'chi2_contingency()与fisher_exact()：列联表检验',
        '相关分析可用pearsonr()和spearmanr()',
        'chi2_contingency()对2×2表默认做连续性校正',
        '多重比较校正可用statsmodels中的multipletests()',
      ],
      code: [
        'from scipy import stats',
        'a = df.loc[df["group"] == "control", "weight"].dropna()',
        'b = df.loc[df["group"] == "treated", "weight"].dropna()',
        'stats.ttest_ind(a, b, equal_var=False)',
        'stats.mannwhitneyu(a, b, alternative="two-sided")',
        'table = pd.crosstab(df["group"], df["outcome"])',
        'chi2, p, dof, expected = stats.chi2_contingency(table)',
        'sp = np.sqrt((a.var(ddof=1) + b.var(ddof=1)) / 2)',
        'd = (a.mean() - b.mean()) / sp',
      ],
    },
    {
      heading: '六、项目组织与版本控制',
      paragraphs: [
        '清晰的目录结构能让自己和合作者快速找到文件。通常将原始数据、处理后的数据、代码、笔记本、图表和文档分开存放，原始数据保持只读。在README中说明项目目的、环境安装方法和各脚本的运行顺序；代码中使用相对路径，避免写死某台电脑上的绝对路径。',
        'Git可以记录代码的每一次修改，便于回溯和协作。建议每完成一个小功能就提交一次，并写清提交说明。大型数据文件、含隐私信息的临床数据以及密码等敏感信息不应提交到代码仓库，可在.gitignore中排除，数据另行安全存储和备份。',
      ],
      items: [
        '文件名使用英文、数字和下划线，避免空格',
        '一个函数只做一件事，并配上简短的文档字符串',
        '论文发表时可公开代码，并注明对应的版本号',
        '定期把仓库推送到远程服务器，作为代码的异地备份',
      ],
      code: [
        'data/raw/ # original data, read-only',
        'data/processed/ # cleaned data written by scripts',
        'src/ # reusable functions and analysis scripts',
        'notebooks/ figures/ README.md requirements.txt',
        'git init',
        'git add src/ README.md requirements.txt .gitignore',
        'git commit -m "Add data cleaning script"',
      ],
    },
    {
      heading: '七、编写可复用、可复现的分析代码',
      paragraphs: [
        '同一段代码被复制三次以上时，就应考虑把它封装成函数。函数应有清晰的名称、明确的输入和输出，并尽量不依赖全局变量。把常用函数放在src目录下的模块中，在笔记本和脚本中导入使用，修改一处即可让所有分析同步更新，也便于编写简单的测试来检查计算是否正确。',
        '可复现意味着他人拿到代码和数据后能得到相同的结果。除了固定随机数种子、锁定依赖版本，还应让分析按固定顺序自动运行，例如用一个主脚本依次调用数据清洗、统计分析和绘图步骤，减少手工操作。所有结果表格和图片都应能由代码重新生成，而不是手动编辑后保存。',
      ],
      items: [
        '路径、参数等配置集中放在脚本开头或单独的配置文件中',
        '报错时先读错误信息的最后一行，再向上定位出错的代码',
        '耗时的计算先用小样本调试，确认无误后再全量运行',
      ],
      code: [
        'from src.stats_utils import summarize',
        'table1 = summarize(df, value="weight", by="group")',
        'table1.to_csv("results/table1.csv", index=False)',
        'python src/run_all.py',
      ],
    },
  ],
}

const advancedMetaAnalysis: GuideDocument = {
  title: '高级Meta分析方法与实践',
  subtitle: '学术资源库 · 高级研究',
  sections: [
    {
      heading: '一、方案注册与报告规范',
      paragraphs: [
        '高质量的系统评价应在开始检索前制定研究方案，并在PROSPERO等平台注册。方案需预先规定研究问题（PICO）、纳入排除标准、检索策略、结局指标、偏倚风险评价工具和统计分析计划。事先注册可以减少选择性报告和事后更改分析方法带来的偏倚，也有助于避免重复开展相同的研究。',
        '报告时遵循PRISMA 2020声明，其清单包含27个条目，并配有更新后的文献筛选流程图，需报告各来源检索到的记录数、各阶段的排除原因和最终纳入的研究数。方案撰写可参考PRISMA-P，检索过程的报告可参考PRISMA-S。与方案不一致之处，应在正文中说明并解释原因。',
      ],
      items: [
        'PROSPERO应在开始数据提取前完成注册',
        'PROSPERO不接受范围综述（scoping review）的注册',
        '注册号应写入摘要和方法部分',
        '动笔前先查询是否已有同一主题的注册方案或已发表的综述',
      ],
    },
    {
      heading: '二、检索策略与文献筛选',
      paragraphs: [
        '检索式通常围绕PICO中的人群和干预（或暴露）等要素构建：各要素内部用OR连接同义词，要素之间用AND连接。应同时使用主题词（如PubMed的MeSH、Embase的Emtree）和自由词，并根据各数据库的语法分别调整。一般不对结局指标做过多限定，以免漏检。',
        '通常至少检索PubMed/MEDLINE、Embase和Cochrane CENTRAL，必要时补充Web of Science及中国知网、万方等中文数据库，并检索临床试验注册平台、会议摘要和纳入文献的参考文献。文献筛选和数据提取应由两名研究者独立完成，分歧通过讨论或由第三人裁决。',
      ],
      items: [
        '记录每个数据库的检索日期与完整检索式',
        '不宜仅因语言或发表状态而排除研究',
        '用文献管理软件对检索结果去重',
        '检索式可请信息专家或医学图书馆员协助审核',
      ],
    },
    {
      heading: '三、偏倚风险评价',
      paragraphs: [
        '随机对照试验推荐使用RoB 2工具，从五个领域进行评价：随机化过程、偏离既定干预、结局数据缺失、结局测量和选择性报告结果，每个领域判为低风险、存在一定风险或高风险，再得出总体判断。RoB 2针对具体结局进行评价，同一研究的不同结局可能得到不同的结论。',
        '观察性研究常用纽卡斯尔-渥太华量表（NOS），从研究人群选择、组间可比性、结局或暴露测量三个方面评分，最高9星；非随机干预研究也可使用ROBINS-I。诊断试验准确性研究使用QUADAS-2，评价病例选择、待评价试验、参考标准、流程与时间四个领域的偏倚风险，并对前三个领域评价适用性。',
      ],
      items: ['由两名评价者独立评价，并记录每项判断的依据', '偏倚风险的评价结果应用于敏感性分析和GRADE评级'],
    },
    {
      heading: '四、效应量、异质性与模型选择',
      paragraphs: [
        '二分类结局常用比值比（OR）、相对危险度（RR）或风险差（RD），连续结局用均数差（MD），测量量表不同时用标准化均数差（SMD），生存结局用风险比（HR），比值类指标需在对数尺度上合并。异质性常用Cochran Q检验和I²描述：I²表示总变异中由研究间真实差异造成的比例，τ²则是研究间方差的估计值。',
        '固定效应模型假定所有研究估计同一个真实效应，随机效应模型则假定真实效应服从某种分布，合并结果是其平均值。模型应根据研究间是否可能存在临床和方法学差异预先选定，而不是依据异质性检验结果临时切换。随机效应模型推荐用REML估计τ²，可结合Hartung-Knapp校正，并报告预测区间。',
      ],
      items: [
        'I²受研究精度影响，不宜机械套用25%、50%、75%的阈值',
        '可用亚组分析和Meta回归探索异质性，后者一般需至少10项研究',
        '纳入研究很少时，τ²的估计很不稳定，解释需谨慎',
        '逐一剔除单项研究进行敏感性分析，检验结论是否稳健',
      ],
      code: [
        'library(metafor)',
        'dat <- escalc(measure = "OR", ai = e1, n1i = n1,',
        '  ci = e2, n2i = n2, data = d)',
        'res <- rma(yi, vi, data = dat, method = "REML", test = "knha")',
        'predict(res, transf = exp)',
        'forest(res, atransf = exp)',
      ],
    },
    {
      heading: '五、网状Meta分析',
      paragraphs: [
        '网状Meta分析（NMA）可在同一框架内比较多种干预，整合直接比较证据和经由共同对照获得的间接比较证据。其核心前提是传递性：各比较中可能影响疗效的效应修饰因素（如疾病严重程度、基线风险、随访时间）分布应大致相似。传递性无法用统计检验直接证明，需要从临床和方法学层面论证。',
        '一致性是传递性在数据上的体现，即直接证据与间接证据的结果应当相符，可通过节点拆分法（node-splitting）和设计-治疗交互模型检验。干预排序常用SUCRA或P-score，但排序只反映相对位置，差异可能很小且不确定，不能替代效应量及其置信区间。报告遵循PRISMA-NMA，证据可信度可用CINeMA评价。',
      ],
      items: [
        '先绘制证据网络图，标明各比较的研究数',
        '可采用频率学派（如R包netmeta）或贝叶斯方法',
        '报告全部两两比较的结果，常用联赛表呈现',
      ],
    },
    {
      heading: '六、剂量-反应Meta分析',
      paragraphs: [
        '当原始研究按暴露水平分组报告结果时，可进行剂量-反应Meta分析，评估暴露剂量与结局风险之间的关系。常用两阶段法：先在每项研究内部拟合剂量-反应曲线，再合并各研究的回归系数。同一研究中各剂量组共用一个参照组，其估计值相互关联，通常用Greenland-Longnecker方法估计协方差。',
        '非线性关系常用限制性立方样条建模，一般在暴露分布的第10、50和90百分位数处设置3个节点，样条在两端节点以外被限制为线性，以减少尾部的不稳定。通过检验非线性样条项的系数是否为零来判断是否存在非线性；若不显著，可报告线性趋势，如暴露每增加一个单位对应的RR。',
      ],
      items: [
        '需为每个剂量组赋值，开放区间的赋值规则要说明',
        '需提取各剂量组的病例数及总人数或随访人时',
        '一阶段法可纳入仅有两个暴露分组的研究',
        'R包dosresmeta可实现上述分析',
      ],
    },
    {
      heading: '七、诊断试验准确性Meta分析',
      paragraphs: [
        '诊断试验的敏感度和特异度往往呈负相关，并受各研究所用阈值的影响，因此不宜分别单独合并。推荐使用双变量随机效应模型，同时对logit转换后的敏感度和特异度建模，并考虑两者之间的相关性，得到合并敏感度、合并特异度及其置信区域和预测区域。',
        '分层SROC模型（HSROC）以准确性、阈值和曲线形状参数描述研究间差异，适合绘制汇总受试者工作特征曲线。不纳入协变量时，双变量模型与HSROC模型在数学上等价，只是参数化方式不同。诊断试验的发表偏倚一般用Deeks漏斗图不对称检验，而不是常规的Egger检验。',
      ],
      items: [
        '提取每项研究的真阳性、假阳性、假阴性、真阴性例数',
        '似然比宜由合并敏感度和特异度推算，不宜单独合并',
        '解释结果时结合目标人群的患病率计算预测值',
        '可用R包mada或Stata命令metandi实现',
      ],
    },
    {
      heading: '八、发表偏倚与GRADE证据评级',
      paragraphs: [
        '发表偏倚是指阳性结果更容易发表，导致合并效应被高估。常用漏斗图直观判断，并用Egger回归检验小样本研究效应，但这些方法一般需要至少10项研究；漏斗图不对称也可能源于真实的异质性或研究质量差异。剪补法可作为敏感性分析，但其结果不应被视为“校正后的真实效应”。',
        'GRADE用于评价每个结局的证据质量，分为高、中、低、极低四级。随机对照试验起始为高，观察性研究起始为低；可因偏倚风险、不一致性、间接性、不精确性和发表偏倚而降级，观察性研究可因效应量大、存在剂量-反应关系或残余混杂会削弱所见效应而升级。结果以结果总结表（Summary of Findings）呈现。',
      ],
      items: [
        '二分类结局用OR时，Egger检验易出现假阳性，可改用Peters检验',
        'GRADE针对每个结局评级，而不是针对整篇研究',
        '可用GRADEpro GDT制作结果总结表',
      ],
    },
  ],
}

const spssManualLegacy: GuideDocument = {
  title: '旧版SPSS操作手册',
  subtitle: '学术资源库 · 已下架',
  sections: [
    {
      heading: '本手册已下架',
      paragraphs: [
        '本手册根据早期版本的SPSS软件编写，其中的菜单路径、界面截图和部分操作步骤已与当前版本不一致。为避免误导读者，本手册现已从学术资源库下架，今后不再更新和维护。',
        '如需学习统计分析的具体操作，请参阅资源库中的《R语言生物统计分析实战》与《Python科研编程基础》，或联系我们的统计咨询顾问，获取最新的学习资料与操作指导。',
      ],
    },
  ],
}

export const RESOURCE_DOCUMENTS: Record<string, GuideDocument> = {
  'sci-paper-writing-primer.pdf': sciPaperWritingPrimer,
  'r-biostatistics-in-practice.pdf': rBiostatisticsInPractice,
  'python-for-researchers.pdf': pythonForResearchers,
  'advanced-meta-analysis.pdf': advancedMetaAnalysis,
  'spss-manual-legacy.pdf': spssManualLegacy,
}
