import crypto from 'node:crypto'

/**
 * The group-chat robots that carry lead alerts (线索提醒): a 企业微信 group robot and a 钉钉 custom
 * robot, each reached by the Webhook address an administrator pasted into 站点设置. Both take a JSON
 * message and answer `{"errcode":0,"errmsg":"ok"}`; anything else is a failure (the jobs queue tries
 * again). Addresses and the signing secret never appear in an error, a log line or a job's input.
 */

export type RobotChannel = 'wecom' | 'dingtalk'

/** What an alert says: a title, label–value lines, and the admin page it links to. */
export type LeadAlert = { title: string; facts: [label: string, value: string][]; link: string }

/** Longer answers are cut off (a robot's error message is one line). */
const ERROR_TEXT_LIMIT = 200
export const ROBOT_TIMEOUT_MS = 10_000

/** 企业微信 group robot: a markdown message (its `content` is at most 4096 bytes). */
export function wecomMessage(alert: LeadAlert) {
  const lines = [`**${alert.title}**`, ...alert.facts.map(([label, value]) => `> ${label}：${value}`)]
  lines.push(`[在后台查看](${alert.link})`)
  return { msgtype: 'markdown', markdown: { content: lines.join('\n') } } as const
}

/** 钉钉 custom robot: a markdown message; the title is what the notification shows. */
export function dingtalkMessage(alert: LeadAlert) {
  const text = [
    `#### ${alert.title}`,
    alert.facts.map(([label, value]) => `- ${label}：${value}`).join('\n'),
    `[在后台查看](${alert.link})`,
  ].join('\n\n')
  return { msgtype: 'markdown', markdown: { title: alert.title, text } } as const
}

/**
 * 钉钉's 加签: HMAC-SHA256 of `timestamp + "\n" + secret`, keyed with the secret, in base64. The
 * robot refuses a signature older than an hour.
 */
export function dingtalkSignature(secret: string, timestamp: number): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`, 'utf8').digest('base64')
}

/** The Webhook address with `&timestamp=…&sign=…` (the signature URL-encoded), as 钉钉 wants it. */
export function signedDingtalkUrl(webhookUrl: string, secret: string, now = Date.now()): string {
  const separator = webhookUrl.includes('?') ? '&' : '?'
  return `${webhookUrl}${separator}timestamp=${now}&sign=${encodeURIComponent(dingtalkSignature(secret, now))}`
}

/** A robot refused or did not answer; the message names no address. */
export class RobotError extends Error {
  override name = 'RobotError'
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_TEXT_LIMIT)
}

/** Why a request never got an answer, without its address (fetch's own errors may name the host). */
function transportFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return '请求超时'
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? `无法连接（${cause.code}）` : '无法连接'
}

/**
 * Posts `message` to a robot's Webhook address. Resolves when the robot answered 2xx with
 * `errcode` 0; otherwise throws a RobotError (no answer within `timeoutMs`, another status, an
 * answer that is not the robot's JSON, or another errcode).
 */
export async function postToRobot(url: string, message: unknown, timeoutMs = ROBOT_TIMEOUT_MS): Promise<void> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(message),
      // A robot never redirects; following one would hand the alert to another host.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    throw new RobotError(transportFailure(error))
  }
  if (!response.ok) throw new RobotError(`HTTP ${response.status}${text ? `：${oneLine(text)}` : ''}`)
  let answer: { errcode?: unknown; errmsg?: unknown }
  try {
    answer = JSON.parse(text) as typeof answer
  } catch {
    throw new RobotError(`答复不是 JSON：${oneLine(text)}`)
  }
  if (answer?.errcode !== 0) {
    throw new RobotError(`errcode ${String(answer?.errcode)}：${oneLine(String(answer?.errmsg ?? ''))}`)
  }
}
