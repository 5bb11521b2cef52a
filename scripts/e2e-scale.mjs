// Two app instances sharing one fresh PostgreSQL database, one Redis and one S3 bucket, as a
// company running several instances would (tests/e2e/scale-out.spec.ts). Both are prepared and
// started at the same moment on the empty database, so migrations and the seed race as they would
// in production. The Redis is a private redis-server the tests may stop; the bucket is s3rver.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import pg from 'pg'
import { runSeed, seedCommand } from '../src/cms/seed/runner.mjs'

const ADMIN_DATABASE = process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function createDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
  } catch (error) {
    return { error }
  }
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(ADMIN_DATABASE)
  url.pathname = `/${name}`
  return { url: url.toString() }
}

export async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } catch {
    // best effort: the database is named per run
  } finally {
    await client.end().catch(() => {})
  }
}

function firstLine(child) {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout })
    lines.once('line', (line) => resolve(line))
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited with ${code}`)))
  })
}

function run(command, args, env, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`))))
  })
}

/**
 * Starts the pair, or returns `{ skipped }` when no PostgreSQL answers (a machine without one; CI
 * has one and sets CI=true, where a missing PostgreSQL is an error).
 */
export async function startScaleOut({ root, runId, freePort, instanceEnv, startServer, waitUntilReady, children }) {
  const databaseName = `e2e_scale_${runId.replace(/[^a-z0-9]/gi, '_')}`
  const database = await createDatabase(databaseName)
  if (database.error) {
    const reason = `PostgreSQL unreachable at ${ADMIN_DATABASE}: ${database.error.message}`
    if (process.env.CI) throw new Error(reason)
    return { skipped: reason }
  }

  const redisPort = await freePort()
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  children.push(redis)

  const s3 = spawn(process.execPath, [path.join(root, 'scripts', 's3-test-server.mjs'), 'keyan-scale'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(s3)
  const bucket = JSON.parse(await firstLine(s3))

  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Instances behind a balancer: the spec's requests play the balancer, naming each client.
    TRUSTED_PROXY_HOPS: '1',
  }
  const ports = [await freePort(), await freePort()]
  const names = ['scale-a', 'scale-b']
  await Promise.all(
    names.map((name, index) =>
      run(
        seedCommand(root).command,
        seedCommand(root).args,
        { ...instanceEnv(name, ports[index]), ...shared },
        seedCommand(root).cwd,
      ),
    ),
  )
  // Both started at once above (the start lock's case); once more to the end, in case a run ended
  // early (src/cms/seed/runner.mjs): the seed changes nothing on a seeded database.
  const check = runSeed(root, { ...instanceEnv(names[0], ports[0]), ...shared })
  if (check.status !== 0) throw new Error(`seeding the scale-out database failed:\n${check.stdout}\n${check.stderr}`)
  const urls = ports.map((port) => `http://localhost:${port}`)
  // Each instance keeps Next's runtime cache in a folder of its own (NEXT_CACHE_DIR: its data folder).
  const servers = names.map((name, index) =>
    startServer(name, ports[index], { ...shared, NEXT_CACHE_DIR: instanceEnv(name, ports[index]).DATA_DIR }),
  )
  await Promise.all(servers.map((server, index) => waitUntilReady(urls[index], server)))
  return {
    urls,
    redisPid: redis.pid,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    bucketDirectory: path.join(bucket.directory, bucket.bucket),
    cleanup: () => dropDatabase(databaseName),
  }
}
