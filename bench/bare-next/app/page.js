// Plain Chinese text of about the length of a service page's introduction.
const paragraphs = [
  '我们为科研人员、研究生和医学作者提供生物信息学分析、临床研究设计、Meta 分析、统计咨询、论文写作与润色、基金申请辅导、科研培训和湿实验外包服务。',
  '每个项目由具有相关领域背景的学术顾问对接：先了解研究问题和已有数据，再给出分析方案、交付时间和报价，确认后按阶段推进，并在每一轮修改后记录意见。',
  '客户的未发表稿件和原始数据只在项目成员之间流转，交付的报告附有完整的方法描述与可复现的代码，便于投稿时回应审稿意见。',
  '如需了解具体服务内容、价格和周期，可以浏览服务页面，或直接提交咨询，顾问会在一个工作日内联系您。',
]

export default function Page() {
  return (
    <main>
      <h1>科研服务</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  )
}
