/**
 * The client address this process can vouch for, written into `X-Forwarded-For` by the server
 * (src/server/serve.mjs) before Next sees the request, so the rate limits never key on what a client
 * typed. Next itself only fills the header when it is absent, which lets any client choose its
 * own address when nothing in front of the app overwrites it.
 *
 * The chain is the header's entries followed by the socket's peer. Each trusted proxy in front
 * (`TRUSTED_PROXY_HOPS`, default 0: clients connect to the app directly) appended the address it
 * saw, so the client is the entry that many places left of the socket's peer. Entries further left
 * are whatever the client sent and are ignored.
 *
 * @param {string | string[] | undefined} forwardedFor the incoming X-Forwarded-For header
 * @param {string | undefined} peerAddress the socket's remote address
 * @param {number} trustedHops proxies in front of the app
 * @returns {string}
 */
export function trustedClientAddress(forwardedFor, peerAddress, trustedHops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(normalisePeer(peerAddress))
  const index = chain.length - 1 - Math.max(0, trustedHops)
  // Fewer entries than trusted hops: the request did not come through all the proxies.
  return chain[Math.max(0, index)]
}

/**
 * `TRUSTED_PROXY_HOPS` as a count: a whole number from 0 to 10, anything else is refused so a
 * typo never silently trusts a forged header.
 *
 * @param {string | undefined} setting
 * @returns {number}
 */
export function trustedHopsSetting(setting) {
  if (setting === undefined || setting.trim() === '') return 0
  const hops = Number(setting)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS 应为 0 到 10 的整数（当前为 "${setting}"）`)
  }
  return hops
}

/** IPv4 peers arrive as `::ffff:1.2.3.4` on a dual-stack socket. */
function normalisePeer(address) {
  if (!address) return 'unknown'
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}
