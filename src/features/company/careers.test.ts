import { describe, expect, it } from 'vitest'
import { applicationMailto } from './careers'

describe('applicationMailto', () => {
  const job = { title: '生物信息研究员', department: '研发部', location: '北京' }
  const href = applicationMailto('hr@keyan.example.com', job)
  const url = new URL(href)

  it('addresses the careers mailbox', () => {
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('hr@keyan.example.com')
  })
  it('encodes the subject 申请职位：{title}', () => {
    expect(href).toContain(`subject=${encodeURIComponent('申请职位：生物信息研究员')}`)
    expect(url.searchParams.get('subject')).toBe('申请职位：生物信息研究员')
  })
  it('puts position, department and location in the body, with CRLF line breaks', () => {
    const body = url.searchParams.get('body') ?? ''
    expect(body).toContain('职位：生物信息研究员')
    expect(body).toContain('部门：研发部')
    expect(body).toContain('地点：北京')
    expect(href).toContain('%0D%0A')
    expect(href).not.toMatch(/[\s+]/)
  })
})
