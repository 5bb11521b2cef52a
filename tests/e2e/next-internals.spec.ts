import fs from 'node:fs'
import { test } from './fixtures'

test('explore', async () => {
  test.skip(test.info().project.name !== 'desktop')
  test.setTimeout(40 * 60_000)
  fs.writeFileSync('/tmp/explore/env.json', JSON.stringify(process.env, null, 1))
  while (!fs.existsSync('/tmp/explore/stop')) await new Promise((r) => setTimeout(r, 1000))
})
