import { describe, expect, it } from 'vitest'
import { isSafeLink } from './safe-link'

describe('isSafeLink', () => {
  it('accepts site paths, https, mailto and tel', () => {
    for (const link of [
      '/services/writing-training',
      '/',
      'https://weibo.com/keyan',
      'HTTPS://example.com/a?b=c',
      'mailto:hr@keyan.example.com',
      'tel:+86 10 1234 5678',
    ]) {
      expect(isSafeLink(link), link).toBe(true)
    }
  })
  it('refuses script, data, plain http and protocol-relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'https://a.example/"onmouseover="x',
      'mailto:',
      'services/x',
    ]) {
      expect(isSafeLink(link), link).toBe(false)
    }
  })
})
