import { describe, expect, it } from 'vitest'
import { isDoi } from '@/cms/fields/doi'
import { teamMembers } from './company'
import { cases, DEMO_PRODUCT_PROOF, faculty, portraits, siteSettings } from './content'

/** Issue #42 (trust): the demo content tells one believable story. */
describe('demo trust content', () => {
  it('gives the seeded products the spec’s product-page figures (4.9, 已服务 1000+ 客户)', () => {
    expect(DEMO_PRODUCT_PROOF).toEqual({ rating: 4.9, served_clients: '1000+' })
  })

  it('names the journal, impact factor, year and an example DOI of every published paper', () => {
    const papers = cases.filter((item) => item.service_type !== '基金与课题')
    expect(papers.length).toBe(cases.length - 1)
    for (const [index, item] of cases.entries()) {
      if (!papers.includes(item)) continue
      expect(item.journal, item.slug).toMatch(/\S/)
      expect(item.impact_factor, item.slug).toBeGreaterThan(0)
      expect(item.year, item.slug).toBeGreaterThanOrEqual(Number(siteSettings.figures.founded))
      // 10.5555 is the DOI prefix reserved for examples: these resolve to no real paper.
      expect(item.doi, item.slug).toBe(`10.5555/keyan-demo.${index + 1}`)
      expect(isDoi(item.doi!)).toBe(true)
      // A title that names an impact factor names this one.
      const titled = /IF (\d+(?:\.\d+)?)/.exec(item.title)
      if (titled) expect(Number(titled[1]), item.slug).toBe(item.impact_factor)
    }
    // A grant is not a paper: no journal, no DOI.
    const grant = cases.find((item) => item.service_type === '基金与课题')!
    expect([grant.journal, grant.doi, grant.impact_factor]).toEqual([undefined, undefined, undefined])
  })

  it('shows an acceptance letter on a couple of published cases', () => {
    const withLetter = cases.filter((item) => item.acceptance_letter)
    expect(withLetter.length).toBeGreaterThanOrEqual(2)
    expect(withLetter.every((item) => item.is_published && item.doi)).toBe(true)
  })

  it('has a drawn portrait for every faculty and team member', () => {
    for (const person of [...faculty, ...teamMembers]) expect(portraits[person.name], person.name).toBeDefined()
    const files = Object.values(portraits).map((portrait) => portrait.file)
    expect(new Set(files).size).toBe(files.length)
  })

  it('gives every active faculty member a title, a background and achievements that fit a company founded in 2018', () => {
    const founded = Number(siteSettings.figures.founded)
    expect(founded).toBe(2018)
    for (const person of faculty.filter((entry) => entry.is_active)) {
      expect(person.title, person.name).toMatch(/\S/)
      expect(person.background, person.name).toMatch(/\S/)
      expect(person.achievements.length, person.name).toBeGreaterThanOrEqual(2)
      // Each says when they came to the company, never before it was founded.
      const joined = /(\d{4})年(?:回国创立|起担任|加入)/.exec(person.background)
      expect(joined, person.name).not.toBeNull()
      expect(Number(joined![1]), person.name).toBeGreaterThanOrEqual(founded)
    }
    // The team members are the faculty's own people, under the same names.
    const names = new Set(faculty.map((person) => person.name))
    for (const member of teamMembers) expect(names.has(member.name), member.name).toBe(true)
  })
})
