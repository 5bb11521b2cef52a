import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import yaml from 'js-yaml'
import { describe, expect, it } from 'vitest'

/**
 * compose.yaml cannot be run here (no Docker on this machine). What can be checked without Docker
 * is that it describes the topology the tests run (tests/e2e/scale-out.spec.ts, the proxy spec):
 * the same services, the variables the app reads, the health check route, and a proxy
 * configuration that nginx accepts with both instances behind it.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
// The proxy helpers the e2e runner uses (scripts/ sits outside the @/ alias).
const { nginxBinary, renderProxyConfig } = (await import(
  pathToFileURL(path.join(root, 'scripts/lib/nginx.mjs')).href
)) as {
  nginxBinary: string
  renderProxyConfig: (options: { listen: string; upstream: string; stateDir: string }) => string
}
type Service = {
  build?: string
  image?: string
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  command?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition: string }> | string[]
}
const compose = yaml.load(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>
}
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]))
for (const row of readme.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)+) \|/gm))
  for (const name of row[1]!.matchAll(/`([A-Z0-9_]+)`/g)) documented.add(name[1])

describe('compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.')

  it('runs two instances of one image with PostgreSQL, Redis, a bucket and the proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2'])
    expect(new Set(apps.map(([, service]) => service.image)).size).toBe(1)
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['proxy', 'postgres', 'redis', 'minio', 'bucket']),
    )
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    expect(dockerfile).toContain('RUN npm ci')
    expect(dockerfile).toContain('RUN npm run build')
    expect(dockerfile).toContain('CMD ["node", "scripts/start.mjs"]')
  })

  it('gives every instance the shared state the scale-out test gives its two, with documented variables only', () => {
    for (const [name, service] of apps) {
      const environment = service.environment ?? {}
      for (const variable of Object.keys(environment)) expect(documented, `${name}: ${variable}`).toContain(variable)
      expect(environment.DATABASE_URL, name).toMatch(/^postgres:\/\/.+@postgres:5432\//)
      expect(environment.PAYLOAD_SECRET, name).toMatch(/^\$\{PAYLOAD_SECRET:\?/)
      expect(environment.REDIS_URL, name).toBe('redis://redis:6379')
      expect(environment.S3_ENDPOINT, name).toBe('http://minio:9000')
      expect(environment.S3_FORCE_PATH_STYLE, name).toBe('true')
      // One proxy in front: the address it appends is the client's (src/server/client-address.mjs).
      expect(environment.TRUSTED_PROXY_HOPS, name).toBe('1')
      expect(service.healthcheck?.test.join(' '), name).toContain('http://127.0.0.1:3000/api/health')
    }
    expect(fs.existsSync(path.join(root, 'src/app/api/health/handler.ts'))).toBe(true)
  })

  it('renders deploy/nginx.conf with exactly its three variables, both instances upstream', () => {
    const proxy = compose.services.proxy!
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/keyan/nginx.conf:ro')
    expect(proxy.command?.join(' ')).toContain("envsubst '$${LISTEN} $${UPSTREAM} $${STATE_DIR}'")
    expect(Object.keys(proxy.environment ?? {}).sort()).toEqual(['LISTEN', 'STATE_DIR', 'UPSTREAM'])
    expect(proxy.environment?.UPSTREAM).toBe('app-1:3000; server app-2:3000')
  })

  // In CI nginx must be there (scripts/e2e.mjs installs it for the proxy tests): no silent skip.
  it.skipIf(!fs.existsSync(nginxBinary) && process.env.CI !== 'true')(
    'nginx accepts the rendered proxy with two upstream servers',
    () => {
      const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-compose-proxy-'))
      try {
        // The compose service names resolve only inside Docker's network: the same line on loopback.
        const upstream = compose.services
          .proxy!.environment!.UPSTREAM!.replace(/app-(\d)/g, '127.0.0.1')
          .replace(/:3000/g, (_, offset: number) => `:${3000 + offset}`)
        const file = renderProxyConfig({ listen: '127.0.0.1:18080', upstream, stateDir })
        expect(fs.readFileSync(file, 'utf8')).toMatch(/server 127\.0\.0\.1:\d+; server 127\.0\.0\.1:\d+;/)
        const check = spawnSync(nginxBinary, ['-t', '-q', '-c', file, '-p', stateDir], { encoding: 'utf8' })
        expect(check.status, check.stderr).toBe(0)
      } finally {
        fs.rmSync(stateDir, { recursive: true, force: true })
      }
    },
  )
})
