import { describe, expect, it } from 'vitest'
import type { TextFieldSingleValidation } from 'payload'
import { DOI_MESSAGE, doiUrl, isDoi, validateDoi } from './doi'

type Options = Parameters<TextFieldSingleValidation>[1]

/** What Payload hands a text field's validator (only what its own text check reads). */
const options = {
  maxLength: 200,
  required: false,
  req: { payload: { config: {} }, t: (key: string) => key },
} as unknown as Options

describe('DOI', () => {
  it('accepts DOIs: 10., a registrant code, a slash and a suffix', () => {
    for (const doi of [
      '10.1016/j.cell.2024.01.001',
      '10.5555/keyan-demo.1',
      '10.1038/s41586-020-2649-2',
      '10.1002/(SICI)1097-0258(19980815/30)17:15/16<1661::AID-SIM968>3.0.CO;2-2',
      '10.1000.10/123456',
      ' 10.3389/fimmu.2022.1234567 ',
    ]) {
      expect(isDoi(doi), doi).toBe(true)
      expect(validateDoi(doi, options), doi).toBe(true)
    }
  })

  it('refuses what is not a DOI, in Chinese', () => {
    expect(DOI_MESSAGE).toBe('DOI 格式应为 10.xxxx/xxxx')
    for (const value of [
      'https://doi.org/10.1016/j.cell.2024.01.001',
      'doi:10.1016/j.cell.2024.01.001',
      '10.1016',
      '10.1016/',
      '10.12/abc',
      '11.1016/abc',
      '10.1016/abc def',
      'PMID 12345678',
    ]) {
      expect(isDoi(value), value).toBe(false)
      expect(validateDoi(value, options), value).toBe(DOI_MESSAGE)
    }
  })

  it('lets the field stay empty, and keeps Payload’s length check', () => {
    for (const empty of [null, undefined, '']) expect(validateDoi(empty, options)).toBe(true)
    expect(validateDoi(`10.5555/${'x'.repeat(300)}`, options)).toBe('validation:shorterThanMax')
  })

  it('links to doi.org, the suffix percent-encoded part by part', () => {
    expect(doiUrl('10.5555/keyan-demo.1')).toBe('https://doi.org/10.5555/keyan-demo.1')
    expect(doiUrl(' 10.1016/j.cell.2024.01.001 ')).toBe('https://doi.org/10.1016/j.cell.2024.01.001')
    expect(doiUrl('10.1002/(SICI)1097-0258<1661::AID>3.0.CO;2-2#x?y')).toBe(
      'https://doi.org/10.1002/(SICI)1097-0258%3C1661%3A%3AAID%3E3.0.CO%3B2-2%23x%3Fy',
    )
    for (const none of [null, undefined, '', 'not a doi']) expect(doiUrl(none)).toBeNull()
  })
})
