#!/usr/bin/env node
// An S3-compatible server on loopback (s3rver) with one bucket, run as its own process for the
// end-to-end tests (the test runner blocks its own event loop while Playwright runs). Prints
// `{"endpoint": ..., "bucket": ..., "directory": ...}` on one line once it listens.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

const bucket = process.argv[2] ?? 'keyan-e2e'
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-s3-'))
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
console.log(JSON.stringify({ endpoint: `http://127.0.0.1:${port}`, bucket, directory }))

const stop = async () => {
  await server.close()
  fs.rmSync(directory, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
