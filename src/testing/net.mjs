// Ports and readiness checks for the servers the tests and the test and benchmark scripts start.
import net from 'node:net'

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Waits until `url` answers (2xx, or any status with `anyAnswer`), failing when `child` exits
 * first or after a minute.
 */
export async function waitForHttp(url, child, { anyAnswer = false } = {}) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited early`)
    try {
      const response = await fetch(url)
      if (response.ok || anyAnswer) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not become ready`)
}
