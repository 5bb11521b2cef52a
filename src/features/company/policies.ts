/**
 * The policy pages (/privacy, /terms, /cookies): fixed legal copy for a company serving mainland
 * China, written against the basics of the Personal Information Protection Law (PIPL). The
 * storage table lists exactly what the site keeps in the browser; keep it in step with the code
 * (the session cookie of Payload's auth, features/shell/session-client.ts, features/resources, features/news,
 * features/shell/landing.ts); the 访问统计 item says what features/analytics counts (docs/privacy.md).
 */

export const POLICY_UPDATED = '2026年11月28日'

export type StorageEntry = { name: string; kind: string; purpose: string; lifetime: string }

/** Paragraphs and items are plain text in which `[label](/path)` marks a link to a page of the site. */
export type PolicySection = {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** A table of browser storage entries, shown after the paragraphs. */
  storage?: StorageEntry[]
}

export type Policy = {
  slug: 'privacy' | 'terms' | 'cookies'
  title: string
  intro: string
  sections: PolicySection[]
}

/** What the site stores in the visitor's browser. */
export const BROWSER_STORAGE: StorageEntry[] = [
  {
    name: 'payload-token',
    kind: 'Cookie（必要，HttpOnly）',
    purpose: '登录会话凭证，用于识别已登录的用户、保持登录状态；脚本无法读取。',
    lifetime: '登录后2小时，退出登录时删除',
  },
  {
    name: 'access_token',
    kind: '本地存储（localStorage）',
    purpose: '保存登录令牌，使页面能够读取您的个人资料；退出登录时清除。',
    lifetime: '至退出登录或令牌失效',
  },
  {
    name: 'academic_resources_cache',
    kind: '本地存储（localStorage）',
    purpose: '缓存学术资源列表，减少重复加载、加快页面打开速度；不含个人信息。',
    lifetime: '2小时后自动更新',
  },
  {
    name: 'academic_resources_timestamp',
    kind: '本地存储（localStorage）',
    purpose: '记录上述缓存的生成时间，用于判断缓存是否过期。',
    lifetime: '与上述缓存相同',
  },
  {
    name: 'news_viewed_{文章标识}',
    kind: '会话存储（sessionStorage）',
    purpose: '记录本次浏览中已阅读的新闻，避免重复计算阅读次数。',
    lifetime: '关闭浏览器标签页后清除',
  },
  {
    name: 'keyan.utm',
    kind: '会话存储（sessionStorage）',
    purpose:
      '记录您进入本站时链接中的推广来源参数（utm_*），提交咨询时一并发送，用于了解咨询来自哪个渠道；不含个人信息。',
    lifetime: '关闭浏览器标签页后清除',
  },
  {
    name: 'keyan.registered',
    kind: '会话存储（sessionStorage）',
    purpose: '注册后把您填写的邮箱带到登录页，并提示查收验证邮件。',
    lifetime: '1小时，或登录后清除',
  },
  {
    name: 'keyan.landing',
    kind: '会话存储（sessionStorage）',
    purpose:
      '记录本次访问从哪个网站进入本站（仅网站名称，不含搜索词）及推广活动名称，用于访问统计和了解咨询来自哪个渠道；不含个人信息。',
    lifetime: '关闭浏览器标签页后清除',
  },
]

const CONTACT_LINE =
  '如您对本政策有任何疑问、意见或请求，可通过[“联系我们”页面](/contact)公布的联系方式与我们联系，我们将在15个工作日内答复。'

export const PRIVACY_POLICY: Policy = {
  slug: 'privacy',
  title: '隐私政策',
  intro:
    '我们深知个人信息对您的重要性。本政策依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》等法律法规制定，说明我们在您使用本网站时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。请您在使用本网站前仔细阅读。',
  sections: [
    {
      heading: '一、我们收集的个人信息',
      paragraphs: ['我们仅收集提供服务所必需的信息，遵循合法、正当、必要和诚信原则：'],
      items: [
        '注册与登录：电子邮箱、密码（仅以不可逆的加密形式保存）和您填写的姓名。',
        '个人资料：您自愿补充的手机号码。',
        '咨询与服务：您通过联系方式主动提供的研究方向、需求说明及稿件等资料；通过在线咨询表单提交的姓名、手机号、微信号、邮箱、单位、方便联系时间与咨询内容，以及提交所在的页面和推广来源参数。',
        '订阅：您订阅学术资讯时提供的电子邮箱。',
        '网站运行所需信息：访问时间、IP 地址、浏览器类型等服务器日志，用于保障安全和排查故障。',
        '访问统计：您浏览页面时，网站自己的统计程序记录页面地址、进入本站的来源网站（仅网站名称，如百度、微信，不含搜索词）、推广活动名称和设备类型（手机、平板或电脑），并由 IP 地址和浏览器信息算出一个每天更换、无法还原的匿名值，用于统计访客人数；IP 地址和浏览器信息本身不保存，算出匿名值所用的当天随机数在次日删除。统计不使用 Cookie，不使用任何第三方统计工具，搜索引擎爬虫等自动程序不计入。逐次浏览的记录最多保存30天，之后只保留按日汇总的数字。',
      ],
    },
    {
      heading: '二、我们如何使用个人信息',
      items: [
        '创建和管理您的账号，验证身份，保障账号安全（如找回密码）。',
        '回复您的咨询，为您提供所选的辅导、培训或其他学术服务。',
        '在您订阅后向您发送学术资讯；您可随时退订。',
        '维护网站安全，防范欺诈和滥用，遵守法律法规的要求。',
      ],
      paragraphs: ['如需将个人信息用于本政策未载明的其他目的，我们会事先征得您的同意。'],
    },
    {
      heading: '三、Cookie 与本地存储',
      paragraphs: [
        '我们使用必要的 Cookie 和浏览器本地存储来保持登录状态、提升加载速度、记录本次访问的来源，不使用任何第三方统计、广告或跨站追踪技术。详情请见[《Cookie 政策》](/cookies)。',
      ],
    },
    {
      heading: '四、个人信息的共享、转让与公开披露',
      items: [
        '我们不会出售您的个人信息。',
        '除以下情形外，我们不会与第三方共享您的个人信息：取得您的单独同意；为履行与您的服务合同所必需（例如委托邮件服务商发送通知邮件），且受托方须按我们的要求和本政策保护您的信息；依据法律法规或有权机关的要求。',
        '我们不会公开披露您的个人信息，除非取得您的单独同意或法律法规另有规定。',
        '您的研究数据和稿件仅用于为您提供服务，未经您的书面同意，不会用于任何其他用途或对外展示。',
      ],
    },
    {
      heading: '五、个人信息的存储',
      items: [
        '您的个人信息存储于中华人民共和国境内，我们不会向境外提供。',
        '我们仅在实现处理目的所必需的最短期间内保存个人信息；注销账号后，我们将在15个工作日内删除或匿名化处理您的个人信息，法律法规另有要求的除外。',
      ],
    },
    {
      heading: '六、我们如何保护个人信息',
      items: [
        '采用 HTTPS 加密传输；密码经加盐哈希后保存，任何人（包括我们的员工）都无法查看原文。',
        '按最小权限原则管理内部访问权限，工作人员签署保密协议。',
        '如发生个人信息安全事件，我们将按法律要求及时告知您并向监管部门报告。',
      ],
    },
    {
      heading: '七、您的权利',
      paragraphs: ['依据《个人信息保护法》，您对自己的个人信息享有以下权利：'],
      items: [
        '查阅、复制：登录后可在“个人中心”查看您的账号信息，或联系我们获取副本。',
        '更正、补充：可在“个人中心”修改姓名和手机号码。',
        '删除与注销账号：您可联系我们删除个人信息或注销账号。',
        '撤回同意：您可随时撤回此前的同意（如退订资讯），撤回不影响此前基于同意已进行的处理。',
        '解释说明：您有权要求我们对个人信息处理规则进行解释说明。',
      ],
    },
    {
      heading: '八、未成年人保护',
      paragraphs: [
        '本网站的服务面向科研人员、医务工作者和高校学生，不面向14周岁以下的未成年人。如我们发现在未取得监护人同意的情况下收集了不满14周岁未成年人的个人信息，将尽快删除。',
      ],
    },
    {
      heading: '九、本政策的更新',
      paragraphs: [
        '本政策可能会适时更新。更新后我们会在本页面公布新版本并注明更新日期；涉及重大变更时，我们会以显著方式通知您。',
      ],
    },
    { heading: '十、联系我们', paragraphs: [CONTACT_LINE] },
  ],
}

export const TERMS_OF_SERVICE: Policy = {
  slug: 'terms',
  title: '服务条款',
  intro:
    '欢迎使用本网站。本条款是您与我们之间就使用本网站及购买相关学术服务所订立的协议。您访问或使用本网站，即表示您已阅读并同意本条款。',
  sections: [
    {
      heading: '一、服务内容',
      paragraphs: [
        '我们为科研人员、研究生和医学作者提供科研方法指导与学术支持服务，包括生物信息学、临床研究与Meta分析一对一辅导、统计分析与写作培训、论文修回辅导、润色与选刊、基金申请指导、科研与英语培训以及湿实验服务等。具体服务内容、周期、价格和交付标准以双方确认的服务方案或书面协议为准。',
      ],
    },
    {
      heading: '二、学术诚信',
      items: [
        '我们提供的是方法指导、培训和技术支持，论文的研究设计、数据真实性和学术结论由作者本人负责。',
        '我们不提供代写论文、伪造或篡改数据、买卖论文或署名等任何违反学术规范的服务；如发现此类要求，我们有权拒绝或终止服务。',
        '您应确保提供给我们的数据来源合法，并已依法取得必要的伦理审批和授权。',
      ],
    },
    {
      heading: '三、账号',
      items: [
        '注册时您应提供真实、准确的信息，并妥善保管账号和密码。',
        '因您自身原因导致的账号泄露造成的损失由您自行承担；如发现账号被盗用，请立即联系我们。',
      ],
    },
    {
      heading: '四、价格、付款与退款',
      items: [
        '网站所示价格均以人民币计价。最终价格以双方确认的服务方案为准。',
        '部分服务支持分期付款，具体分期方式以服务协议约定为准。',
        '课程类服务支持7天无理由退款：自购买之日起7天内可无理由申请退款，未开始上课的全额退还；已开始上课的，扣除已完成课时的费用后退还。',
        '一对一辅导、协议包等定制服务的退款规则以服务协议约定为准。',
      ],
    },
    {
      heading: '五、知识产权与保密',
      items: [
        '您提供的数据、稿件及在服务中形成的研究成果归您所有。',
        '本网站的页面设计、文字、图片、课程资料等内容的知识产权归我们或相关权利人所有，未经许可不得复制、转载或用于商业用途。',
        '我们对您的研究数据和未发表成果负有保密义务。',
      ],
    },
    {
      heading: '六、免责声明',
      items: [
        '论文能否被期刊录用取决于研究质量、期刊审稿等多种因素，除服务协议明确约定外，我们不对录用结果作出保证。',
        '因不可抗力、网络故障或第三方原因导致的服务中断，我们将尽力恢复，但不承担由此造成的间接损失。',
      ],
    },
    {
      heading: '七、条款的变更',
      paragraphs: [
        '我们可能根据业务调整或法律法规的变化修订本条款，修订后的条款在本页面公布后生效。已签订的服务协议按协议约定执行。',
      ],
    },
    {
      heading: '八、法律适用与争议解决',
      paragraphs: [
        '本条款适用中华人民共和国法律（不含港澳台地区法律）。因本条款产生的争议，双方应友好协商解决；协商不成的，任一方可向我们所在地有管辖权的人民法院提起诉讼。',
      ],
    },
    { heading: '九、联系我们', paragraphs: [CONTACT_LINE] },
  ],
}

export const COOKIE_POLICY: Policy = {
  slug: 'cookies',
  title: 'Cookie 政策',
  intro:
    '本政策说明本网站如何使用 Cookie 及浏览器本地存储（localStorage、sessionStorage）。我们只使用网站运行所必需的存储，不使用第三方广告、统计分析或跨站追踪 Cookie。',
  sections: [
    {
      heading: '一、什么是 Cookie 和本地存储',
      paragraphs: [
        'Cookie 是网站保存在您浏览器中的小型文本文件，会随请求发送给网站服务器；本地存储是浏览器提供的另一种存储方式，只保存在您的设备上，不会自动发送给服务器。',
      ],
    },
    {
      heading: '二、我们使用的 Cookie 和本地存储',
      paragraphs: ['下表列出了本网站使用的全部存储项：'],
      storage: BROWSER_STORAGE,
    },
    {
      heading: '三、如何管理',
      items: [
        '退出登录会删除登录 Cookie 和 access_token。',
        '您可以在浏览器设置中查看和清除 Cookie 与网站数据；清除后需要重新登录，学术资源列表会重新加载。',
        '如果您在浏览器中禁用 Cookie，将无法登录账号，但仍可浏览网站的公开内容。',
      ],
    },
    {
      heading: '四、政策更新',
      paragraphs: ['如我们新增或变更所使用的存储项，将更新本页面的列表和更新日期。'],
    },
    { heading: '五、联系我们', paragraphs: [CONTACT_LINE] },
  ],
}
