// startTestS3() (s3rver with the ListParts and AbortMultipartUpload @tus/s3-store needs) in a process
// of its own, for tests that measure the memory of theirs: the bytes the test server receives and
// writes then do not count against the application. Run directly, it prints
// `{"endpoint": ..., "bucket": ..., "directory": ...}` on one line once it listens, and closes (its
// folder removed) on SIGTERM, SIGINT or when its standard input ends (the test process is gone).
import { spawn } from 'node:child_process'
import readline from 'node:readline'

/**
 * Starts this script in a child process with one empty bucket.
 * @param {string} [bucket]
 * @returns {Promise<{ endpoint: string, bucket: string, directory: string, pid: number, close: () => Promise<void> }>}
 */
export async function startTestS3Process(bucket = 'keyan-test') {
  const child = spawn(process.execPath, [import.meta.filename, bucket], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const lines = readline.createInterface({ input: child.stdout })
  const first = await Promise.race([new Promise((resolve) => lines.once('line', resolve)), exited.then(() => null)])
  lines.close()
  if (typeof first !== 'string') throw new Error('the test S3 server exited before it listened')
  const server = JSON.parse(first)
  return {
    ...server,
    pid: child.pid,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

if (process.argv[1] === import.meta.filename) {
  const { startTestS3 } = await import('./s3-server.ts')
  const s3 = await startTestS3(process.argv[2])
  console.log(JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket, directory: s3.directory }))
  let closing = null
  const stop = () => {
    closing ??= s3.close().finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  process.stdin.on('end', stop)
  process.stdin.resume()
}
