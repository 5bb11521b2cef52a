import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as caseRoute from '@/app/api/cases/[id]/handler'
import { callRoute, expectSuccess } from '@/app/api/_shared/testing'
import { DOI_MESSAGE } from '@/cms/fields/doi'
import { caseSchema } from './schemas'
import { getCase, listCases } from './queries'

/** Issue #42: a case names its journal, impact factor, year and DOI, and may show its acceptance letter. */
let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

describe('the case page’s data', () => {
  it('carries the journal, impact factor, year, the DOI with its doi.org link, and the acceptance letter', async () => {
    const item = await getCase('pan-cancer-prognostic-signature')
    expect(item).toMatchObject({
      journal: 'Frontiers in Immunology',
      impact_factor: 7.2,
      year: 2025,
      doi: '10.5555/keyan-demo.1',
      doi_url: 'https://doi.org/10.5555/keyan-demo.1',
    })
    expect(item!.acceptance_letter_url).toMatch(
      /^\/cms-api\/media\/file\/seed-case-pan-cancer-prognostic-signature-letter\.png$/,
    )
    // The letter is its own picture, not one of the gallery's.
    expect(item!.images).not.toContain(item!.acceptance_letter_url)
  })

  it('has none of them where staff entered none (a grant is not a paper)', async () => {
    expect(await getCase('nsfc-youth-fund-approved')).toMatchObject({
      journal: null,
      impact_factor: null,
      doi: null,
      doi_url: null,
      acceptance_letter_url: null,
    })
    // A case with a journal but no letter.
    expect(await getCase('retrospective-cohort-nomogram')).toMatchObject({
      journal: 'Cancers',
      doi: '10.5555/keyan-demo.2',
      acceptance_letter_url: null,
    })
  })

  it('the list the case cards are drawn from carries journal and impact factor', async () => {
    const list = await listCases(100)
    const card = list.find((item) => item.slug === 'network-meta-analysis-immunotherapy')
    expect(card).toMatchObject({ journal: 'Cancer Immunology, Immunotherapy', impact_factor: 4.6, content: null })
    expect(list.filter((item) => item.journal !== null).length).toBeGreaterThanOrEqual(5)
  })

  it('GET /api/cases/{slug} answers the same fields', async () => {
    const slug = 'editing-resubmission-accepted'
    const item = expectSuccess(
      await callRoute(caseRoute.GET, `/api/cases/${slug}`, { params: { id: slug } }),
      caseSchema,
    )
    expect(item).toMatchObject({ journal: 'ESC Heart Failure', doi: '10.5555/keyan-demo.5' })
    expect(item.acceptance_letter_url).toMatch(/-letter\.png$/)
  })

  it('a DOI stored before the format check shows as text without a link', async () => {
    const odd = await payload.create({
      collection: 'cases',
      data: {
        title: 'DOI 旧数据测试案例',
        slug: 'case-doi-legacy-test',
        journal: '  ',
        is_published: true,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // Written past the field's check, as a row from before it would be.
    await payload.db.updateOne({
      collection: 'cases',
      id: odd.id,
      data: { doi: 'https://doi.org/10.1000/legacy' },
      returning: false,
    })
    try {
      expect(await getCase('case-doi-legacy-test')).toMatchObject({
        doi: 'https://doi.org/10.1000/legacy',
        doi_url: null,
        journal: null,
      })
    } finally {
      await payload.delete({
        collection: 'cases',
        id: odd.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('the DOI field', () => {
  it('refuses what is not a DOI, in Chinese, and takes one that is', async () => {
    const attempt = (doi: string) =>
      payload.create({
        collection: 'cases',
        data: { title: 'DOI 校验测试案例', slug: `case-doi-check-${Date.now().toString(36)}`, doi },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const refusal = (doi: string) =>
      attempt(doi).then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
      )
    expect(await refusal('https://doi.org/10.1000/x')).toEqual([{ path: 'doi', message: DOI_MESSAGE, label: 'DOI' }])
    expect(await refusal('不是DOI')).toEqual([expect.objectContaining({ path: 'doi', message: DOI_MESSAGE })])
    const made = await attempt('10.1000/xyz123')
    expect(made.doi).toBe('10.1000/xyz123')
    await payload.delete({
      collection: 'cases',
      id: made.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})
