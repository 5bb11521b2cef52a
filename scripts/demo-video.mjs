#!/usr/bin/env node
// Makes the seed's demo video (src/cms/seed/assets/sample-video.mp4): a one-minute H.264 slide
// film on literature searching, Chinese text set in Noto Sans CJK SC. Run once by hand when the
// slides change; the seed reads the committed file, so `npm start` needs no ffmpeg.
// Needs Debian's ffmpeg and fonts-noto-cjk (apt-get install ffmpeg fonts-noto-cjk).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SLIDE_SECONDS = 10
const SLIDES = [
  { title: '文献检索与管理技巧', lines: ['演示短片 · 约 1 分钟', '科研学术服务平台 · 学术资源库'] },
  {
    title: '第一步  明确检索问题',
    lines: ['用 PICO 拆解研究问题：人群、干预、对照、结局', '为每个要素列出中英文关键词与同义词'],
  },
  {
    title: '第二步  PubMed 高级检索',
    lines: ['MeSH 主题词与自由词结合，兼顾查全与查准', '用 AND、OR、NOT 组合，字段限定 [tiab]、[mh]'],
  },
  {
    title: '第三步  筛选与追踪',
    lines: ['按文献类型、年份与语言过滤结果', '保存检索式并设置邮件提醒，及时获取新文献'],
  },
  {
    title: '第四步  文献管理',
    lines: ['导入 EndNote 或 Zotero，去重、分组并记笔记', '写作时插入引文，一键生成参考文献格式'],
  },
  { title: '小结', lines: ['记录检索式与检索日期，保证检索可重复', '更多课程与一对一辅导，欢迎咨询'] },
]

const root = path.resolve(import.meta.dirname, '..')
const output = path.join(root, 'src', 'cms', 'seed', 'assets', 'sample-video.mp4')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-video-'))
const font = 'Noto Sans CJK SC'

// Texts go through files so that no character needs escaping in the filter graph.
const textFile = (name, value) => {
  const file = path.join(work, `${name}.txt`)
  fs.writeFileSync(file, value)
  return file
}
const draw = (file, { size, y, color, from, to }) =>
  `drawtext=font='${font}':textfile='${file}':fontsize=${size}:fontcolor=${color}:x=96:y=${y}:enable='between(t,${from},${to})'`

const filters = ['[0:v]drawbox=x=0:y=0:w=iw:h=8:color=0x5b8def:t=fill']
SLIDES.forEach((slide, index) => {
  const from = index * SLIDE_SECONDS
  const to = from + SLIDE_SECONDS - 0.001
  filters.push(draw(textFile(`s${index}-title`, slide.title), { size: 52, y: 150, color: 'white', from, to }))
  slide.lines.forEach((value, line) => {
    filters.push(
      draw(textFile(`s${index}-l${line}`, value), { size: 30, y: 270 + line * 60, color: '0xd6e2ff', from, to }),
    )
  })
})
const total = SLIDES.length * SLIDE_SECONDS
const graph =
  `${filters.join(',')}[slides];` +
  // A bar that fills across each slide, so the film moves while a slide is read.
  `[1:v]format=yuv420p[bar];[slides][bar]overlay=x='-W+W*mod(t,${SLIDE_SECONDS})/${SLIDE_SECONDS}':y=H-10[out]`

const result = spawnSync(
  'ffmpeg',
  [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x1e3a8a:s=960x540:r=25:d=${total}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0x93c5fd:s=960x6:r=25:d=${total}`,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-profile:v',
    'main',
    '-tune',
    'stillimage',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-metadata',
    'title=文献检索与管理技巧',
    output,
  ],
  { stdio: 'inherit' },
)
fs.rmSync(work, { recursive: true, force: true })
if (result.status !== 0) process.exit(result.status ?? 1)
console.log(`${path.relative(root, output)}: ${fs.statSync(output).size} bytes, ${total} s`)
