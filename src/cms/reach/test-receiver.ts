import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Tests only: a local HTTP server standing in for the group robots and the search engines. It
 * records every request and answers with what `answer` returns for it (200 `{"errcode":0}` by default).
 */
export type ReceivedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: http.IncomingHttpHeaders
  body: string
}

export type Answer = { status: number; body: string; contentType?: string }

export type Receiver = {
  url: string
  requests: ReceivedRequest[]
  /** Replaced by a test to answer otherwise (a failure, another body). */
  answer: (request: ReceivedRequest) => Answer | null
  close: () => Promise<void>
}

export const ROBOT_OK: Answer = { status: 200, body: '{"errcode":0,"errmsg":"ok"}' }

export async function startReceiver(): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { requests: [], answer: () => ROBOT_OK }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver')
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      receiver.requests.push(received)
      // null: never answer (a robot that hangs).
      const answer = receiver.answer(received)
      if (answer === null) return
      response.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json; charset=utf-8' })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
