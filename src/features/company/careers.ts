export const APPLY_OPENING_MESSAGE = '正在打开邮件客户端，请填写您的申请信息'
export const APPLY_FAILED_MESSAGE = '申请失败，请稍后重试'

type JobLike = { title: string; department: string; location: string }

/** The mailto: link of the 申请职位 button: subject 申请职位：{title}, body with position, department, location. */
export function applicationMailto(email: string, job: JobLike): string {
  const subject = `申请职位：${job.title}`
  const body = [
    '您好，',
    '',
    '我希望申请以下职位：',
    `职位：${job.title}`,
    `部门：${job.department}`,
    `地点：${job.location}`,
    '',
    '个人简介：',
    '',
    '（请附上您的简历）',
  ].join('\r\n') // RFC 6068: line breaks in a mailto body are CRLF
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
