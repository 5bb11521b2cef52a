import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@/lib/openapi'
import { apiRoutes } from './route-docs'

const appDir = path.resolve(import.meta.dirname, '../..')

/** Every route file of the site's API, as an OpenAPI path (`[id]` becomes `{id}`). */
function routeFilePaths(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('[...')) walk(full) // the dispatcher's own folder is not an API route
      } else if (entry.name === 'handler.ts') {
        const route = path.relative(appDir, path.dirname(full)).split(path.sep).join('/')
        // An optional catch-all ([[...upload]]) is the path itself and one more segment: named {id} in the docs.
        found.push(`/${route}`.replace(/\[(\w+)\]/g, '{$1}').replace(/\/\[\[\.\.\.\w+\]\]$/, ''))
      }
    }
  }
  walk(path.join(appDir, 'api'))
  return [...found, '/academic-resources']
}

const document = buildOpenApiDocument({ title: 'test', version: '0' }, apiRoutes)

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })

  it('describes every route file under src/app/api and the root /academic-resources fallback', () => {
    const documented = Object.keys(document.paths)
    const missing = routeFilePaths().filter((route) => !documented.includes(route))
    expect(missing).toEqual([])
  })

  it('lists the spec paths, including the account paths', () => {
    for (const route of [
      '/api/categories',
      '/api/categories/{id}',
      '/api/news/latest',
      '/api/news',
      '/api/news/{slug}',
      '/api/cases/list',
      '/api/cases',
      '/api/cases/{id}',
      '/api/faculty-introductions',
      '/api/contact_methods',
      '/api/academic-resources',
      '/api/resources',
      '/academic-resources',
      '/api/v1/academic-resources',
      '/api/v1/resources',
      '/api/core-projects',
      '/api/service-menu',
      '/api/products/category/{categoryId}',
      '/api/products/{id}',
      '/api/services',
      '/api/services/{id}',
      '/api/newsletter',
      '/api/openapi.json',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/profile',
      '/api/auth/change-password',
      '/api/auth/logout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]) {
      expect(document.paths, route).toHaveProperty([route])
    }
    expect(Object.keys(document.paths['/api/services/{id}']!).sort()).toEqual(['delete', 'get', 'put'])
    expect(Object.keys(document.paths['/api/auth/me']!).sort()).toEqual(['get', 'put'])
  })

  it('documents query parameters and bodies from the zod schemas', () => {
    const latest = document.paths['/api/news/latest']!.get as { parameters: { name: string; in: string }[] }
    expect(latest.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query' }))
    const casesList = document.paths['/api/cases/list']!.get as { parameters: { name: string }[] }
    expect(casesList.parameters.map((parameter) => parameter.name).sort()).toEqual(['featured', 'limit', 'page'])
    // A paged answer's `pagination` is documented, and optional: the spec's unpaged calls answer without it.
    const casesAnswer = (casesList as any).responses['200'].content['application/json'].schema
    expect(Object.keys(casesAnswer.properties).sort()).toEqual(['data', 'message', 'pagination', 'success'])
    expect(casesAnswer.required).not.toContain('pagination')

    const create = document.paths['/api/services']!.post as any
    const body = create.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['title'])
    expect(Object.keys(body.properties).sort()).toEqual(
      ['content', 'description', 'features', 'is_active', 'price_range', 'slug', 'sort_order', 'title'].sort(),
    )
    expect(create.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }])
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415']),
    )

    const newsletter = (document.paths['/api/newsletter']!.post as any).requestBody.content['application/json'].schema
    expect(newsletter.properties.email.type).toBe('string')
  })

  it('puts named answer shapes in components and refers to them', () => {
    const schemas = document.components.schemas as Record<string, any>
    for (const name of [
      'Category',
      'Product',
      'Service',
      'News',
      'Case',
      'FacultyIntroduction',
      'ContactMethod',
      'AcademicResource',
      'Error',
    ]) {
      expect(schemas, name).toHaveProperty([name])
    }
    expect(Object.keys(schemas.Category.properties).sort()).toEqual(
      ['description', 'icon_url', 'id', 'is_active', 'main_image_url', 'name', 'slug', 'sort_order'].sort(),
    )
    const product = (document.paths['/api/products/{id}']!.get as any).responses['200'].content['application/json']
      .schema
    expect(product.properties.data).toEqual({ $ref: '#/components/schemas/Product' })
    expect(product.properties.product).toEqual({ $ref: '#/components/schemas/Product' })

    // Every $ref points at a schema that exists.
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? []
    for (const ref of new Set(refs)) {
      const name = ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '')
      expect(schemas, ref).toHaveProperty([name])
    }
  })
})
