import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ContactMethodDTO } from '@/features/contact/serialize'
import { ContactQuickLine } from './ContactQuickLine'
import { EnquiryForm } from './EnquiryForm'
import { EnquirySent } from './EnquirySent'

const method = (type: string, value: string | null, id = 1): ContactMethodDTO => ({
  id,
  name: type,
  type,
  description: null,
  value,
  bottom_text: null,
  qr_code_url: null,
})

describe('ContactQuickLine: the direct contacts above the consult form on phones', () => {
  it('links the phone and the e-mail, shows the WeChat ID, and leads to every contact method', () => {
    const markup = renderToStaticMarkup(
      <ContactQuickLine
        methods={[
          method('address', '杭州市', 4),
          method('email', 'service@keyan.example.com', 3),
          method('wechat', 'keyan-xueshu', 1),
          method('phone', '400-886-2018', 2),
        ]}
      />,
    )
    expect(markup).toContain('href="tel:4008862018"')
    expect(markup).toContain('href="mailto:service@keyan.example.com"')
    expect(markup).toContain('keyan-xueshu')
    expect(markup).not.toContain('杭州市')
    expect(markup).toContain('href="#contact-methods"')
    // In the order 电话, 微信, 邮箱, whatever the cards' order.
    expect(markup.indexOf('电话')).toBeLessThan(markup.indexOf('微信'))
    expect(markup.indexOf('微信')).toBeLessThan(markup.indexOf('邮箱'))
  })

  it('is left out when there is no phone, WeChat or e-mail to show', () => {
    expect(renderToStaticMarkup(<ContactQuickLine methods={[]} />)).toBe('')
    expect(
      renderToStaticMarkup(<ContactQuickLine methods={[method('phone', '  '), method('address', '杭州')]} />),
    ).toBe('')
  })
})

describe('EnquirySent: the panel in the consult form’s place', () => {
  const render = (props: Partial<Parameters<typeof EnquirySent>[0]> = {}) =>
    renderToStaticMarkup(
      <EnquirySent emailGiven={false} member={false} takeFocus={false} onAnother={() => {}} {...props} />,
    )

  it('thanks in the site’s words, says what happens next and offers another enquiry', () => {
    const markup = render()
    expect(markup).toContain('data-enquiry-sent')
    expect(markup).toContain('tabindex="-1"')
    expect(markup).toMatch(/<h3 [^>]*>提交成功！<\/h3>/)
    const text = markup.replace(/<[^>]+>/g, '')
    expect(text).toContain('提交成功！学术顾问将在1个工作日内与您联系。')
    expect(text).toContain('接下来')
    expect(text).toContain('再提交一条咨询')
    expect(text).not.toContain('确认邮件')
    expect(text).not.toContain('我的咨询')
  })

  it('mentions the acknowledgement mail and 我的咨询 only when they apply', () => {
    const text = render({ emailGiven: true, member: true, headingLevel: 'h4' })
    expect(text).toMatch(/<h4 [^>]*>提交成功！<\/h4>/)
    expect(text).toContain('确认邮件')
    expect(text).toContain('href="/profile"')
  })
})

describe('EnquiryForm: 咨询服务', () => {
  const select = (markup: string) => /<select[\s\S]*?<\/select>/.exec(markup)?.[0] ?? ''

  it('is a choice of the services given, then 其他, none chosen at first', () => {
    const markup = select(renderToStaticMarkup(<EnquiryForm serviceChoices={['生信SCI一对一辅导', '统计分析指导']} />))
    expect(markup).toMatch(/^<select id="[^"]+-service" name="service"/)
    expect(markup).not.toContain('read-only:')
    expect([...markup.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1])).toEqual([
      '',
      '生信SCI一对一辅导',
      '统计分析指导',
      '其他',
    ])
    expect(markup).toContain('<option value="" selected="">请选择咨询服务</option>')
    expect(markup).toContain('>其他（请在咨询内容中说明）</option>')
  })

  it('keeps a service the list does not name, chosen, as a choice of its own', () => {
    const markup = select(
      renderToStaticMarkup(<EnquiryForm serviceChoices={['统计分析指导']} service="生信SCI辅导·入门版" />),
    )
    expect(markup).toContain('<option value="生信SCI辅导·入门版" selected="">生信SCI辅导·入门版</option>')
    expect(renderToStaticMarkup(<EnquiryForm serviceChoices={['统计分析指导']} service="统计分析指导" />)).toContain(
      '<option value="统计分析指导" selected="">',
    )
  })

  it('stays a text field without a list (service pages, the purchase dialog)', () => {
    const markup = renderToStaticMarkup(<EnquiryForm service="Meta分析" compact />)
    expect(markup).not.toContain('<select')
    expect(markup).toMatch(/<input [^>]*name="service" value="Meta分析"/)
  })
})
