// Debian's nginx for the tests and the benchmark: the proxy of deploy/nginx.conf, rendered with
// envsubst exactly as the template's header says, or any other configuration, run as a child
// process (`daemon off`) so it stops with the script.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { aptInstall } from './apt.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const template = path.join(root, 'deploy', 'nginx.conf')

function hasEnvsubst() {
  return spawnSync('envsubst', ['--version'], { stdio: 'ignore' }).status === 0
}

/** Installs nginx (and envsubst) from the Debian archive when missing, like the e2e script's Chromium. */
export function ensureNginx() {
  if (fs.existsSync(nginxBinary) && hasEnvsubst()) return
  console.log('› 未找到 nginx 或 envsubst，正在从 Debian 软件源安装（apt-get install nginx gettext-base）…')
  aptInstall(
    ['nginx', 'gettext-base'],
    '无法安装 nginx：请以 root 运行 `apt-get install -y nginx gettext-base` 后重试。',
  )
}

/** Renders deploy/nginx.conf into `stateDir`/nginx.conf; returns its path. */
export function renderProxyConfig({ listen, upstream, stateDir }) {
  fs.mkdirSync(stateDir, { recursive: true })
  const result = spawnSync('envsubst', ['${LISTEN} ${UPSTREAM} ${STATE_DIR}'], {
    input: fs.readFileSync(template, 'utf8'),
    env: { ...process.env, LISTEN: listen, UPSTREAM: upstream, STATE_DIR: stateDir },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`envsubst failed: ${result.stderr}`)
  const file = path.join(stateDir, 'nginx.conf')
  fs.writeFileSync(file, result.stdout)
  return file
}

/** Starts nginx on `configFile` with `stateDir` as its prefix; its output goes to `stateDir`/nginx.out. */
export function startNginx(configFile, stateDir) {
  const check = spawnSync(nginxBinary, ['-t', '-q', '-c', configFile, '-p', stateDir], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t failed for ${configFile}:\n${check.stderr}`)
  const log = fs.openSync(path.join(stateDir, 'nginx.out'), 'a')
  return spawn(nginxBinary, ['-c', configFile, '-p', stateDir, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  })
}

/** Renders and starts the deploy proxy on 127.0.0.1:`port` in front of `upstream` (host:port). */
export function startProxy({ port, upstream, stateDir }) {
  const configFile = renderProxyConfig({ listen: `127.0.0.1:${port}`, upstream, stateDir })
  return startNginx(configFile, stateDir)
}
