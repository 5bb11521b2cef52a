// Requests a second a server answers, for the benchmarks (autocannon, which ships no types).
import autocannon from 'autocannon'

/**
 * Answers a second of `url` under `connections` concurrent connections for `seconds`.
 * @param {string} url
 * @param {{ connections?: number, seconds: number }} options
 * @returns {Promise<number>}
 */
export function requestsPerSecond(url, { connections = 10, seconds }) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(Math.round(result.requests.total / result.duration)),
    ),
  )
}
