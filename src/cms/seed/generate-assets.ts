/**
 * Demo images and documents generated at seed time: nothing is downloaded.
 *
 * Images are SVG drawn here and rasterised by sharp. No picture carries words: titles are HTML
 * beside or over the images, and a picture is never cropped into half a word on a phone
 * (generate-assets.test.ts checks that no image's SVG holds text). QR codes are real codes drawn by
 * the `qrcode` package.
 */
import QRCode from 'qrcode'
import sharp from 'sharp'

/** Two or three colours of a gradient, darkest first. */
export type Palette = readonly [string, string, string]

export const PALETTES = {
  ocean: ['#1e3a8a', '#2563eb', '#38bdf8'],
  teal: ['#134e4a', '#0d9488', '#5eead4'],
  violet: ['#3b0764', '#7c3aed', '#c4b5fd'],
  indigo: ['#1e1b4b', '#4338ca', '#a5b4fc'],
  emerald: ['#064e3b', '#059669', '#6ee7b7'],
  amber: ['#78350f', '#d97706', '#fcd34d'],
  rose: ['#4c0519', '#e11d48', '#fda4af'],
  slate: ['#0f172a', '#334155', '#94a3b8'],
  cyan: ['#083344', '#0891b2', '#67e8f9'],
  fuchsia: ['#4a044e', '#c026d3', '#f0abfc'],
  sky: ['#0c4a6e', '#0284c7', '#7dd3fc'],
} as const satisfies Record<string, Palette>

export type PaletteName = keyof typeof PALETTES

/** Deterministic pseudo-random numbers from a text seed (FNV-1a hash into mulberry32). */
export function randomFrom(seed: string): () => number {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}

/** The scientific motifs of the covers (chosen from the label, so one subject keeps its motif). */
export const MOTIFS = ['helix', 'network', 'cells', 'chart'] as const
export type Motif = (typeof MOTIFS)[number]

export interface CoverOptions {
  /** What the picture is of (e.g. 'BIOINFORMATICS'): picks its motif; never drawn. */
  label: string
  /** Kept for callers that describe the picture further; never drawn. */
  sublabel?: string
  /** The motif, instead of the one the label picks. */
  motif?: Motif
  palette: Palette
  /** Varies the decoration; the same seed always gives the same picture. */
  seed: string
  width?: number
  height?: number
  format?: 'jpeg' | 'png'
}

/** The SVG of a cover: a gradient with soft circles, a dot grid, waves and a scientific motif; no text. */
export function coverSvg(options: CoverOptions): string {
  const { label, palette, seed, width = 1200, height = 750 } = options
  const motif = options.motif ?? MOTIFS[Math.floor(randomFrom(label)() * MOTIFS.length)]!
  const rand = randomFrom(seed)
  const [dark, mid, light] = palette
  const angle = Math.floor(rand() * 4)
  const gradient = [
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="1" x2="1" y2="0"',
    'x1="0" y1="0" x2="1" y2="0.6"',
  ][angle]

  const circles: string[] = []
  const circleCount = 4 + Math.floor(rand() * 4)
  for (let i = 0; i < circleCount; i++) {
    const r = round(height * (0.08 + rand() * 0.35))
    const cx = round(width * (0.35 + rand() * 0.75))
    const cy = round(height * (rand() * 0.9))
    const opacity = round(0.06 + rand() * 0.16)
    const filled = rand() > 0.4
    circles.push(
      filled
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}" fill-opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${opacity + 0.1}" stroke-width="${round(2 + rand() * 4)}"/>`,
    )
  }

  const dots: string[] = []
  const gap = Math.round(width / 40)
  const dotsLeft = Math.round(width * (0.05 + rand() * 0.1))
  const dotsTop = Math.round(height * (0.08 + rand() * 0.1))
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 10; col++) {
      dots.push(
        `<circle cx="${dotsLeft + col * gap}" cy="${dotsTop + row * gap}" r="${round(width / 420)}" fill="#ffffff" fill-opacity="0.35"/>`,
      )
    }
  }

  const waveBase = height * (0.62 + rand() * 0.1)
  const amp = height * (0.05 + rand() * 0.05)
  const wave = (offset: number, opacity: number) => {
    const y = round(waveBase + offset)
    return `<path d="M0 ${y} C ${round(width * 0.25)} ${round(y - amp)}, ${round(width * 0.5)} ${round(y + amp)}, ${round(width * 0.75)} ${y} S ${width} ${round(y - amp)}, ${width} ${round(y - amp / 2)} L ${width} ${height} L 0 ${height} Z" fill="${dark}" fill-opacity="${opacity}"/>`
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" ${gradient}>
      <stop offset="0" stop-color="${dark}"/>
      <stop offset="0.55" stop-color="${mid}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${circles.join('\n  ')}
  ${dots.join('')}
  ${wave(0, 0.25)}
  ${wave(height * 0.08, 0.35)}
  ${motifSvg(motif, { width, height, light, rand })}
</svg>`
  return svg
}

/** A cover picture (JPEG by default), drawn by coverSvg. */
export async function coverImage(options: CoverOptions): Promise<Buffer> {
  const image = sharp(Buffer.from(coverSvg(options)))
  return options.format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

type MotifFrame = { width: number; height: number; light: string; rand: () => number }

/**
 * The motif, centred in the middle of the picture so that any crop (16:9 on a phone, a square
 * thumbnail) keeps it whole: a double helix, a network of nodes, a cluster of cells or a chart.
 */
function motifSvg(motif: Motif, { width, height, light, rand }: MotifFrame): string {
  const cx = width / 2
  const cy = height / 2
  const size = Math.min(width, height) * 0.62
  const stroke = round(Math.max(2, size * 0.018))
  const parts: string[] = []
  if (motif === 'helix') {
    const turns = 2
    const steps = 48
    const left = cx - size * 0.8
    const span = size * 1.6
    const amp = size * 0.22
    const strand = (phase: number) =>
      Array.from({ length: steps + 1 }, (_, i) => {
        const x = left + (span * i) / steps
        const y = cy + amp * Math.sin((i / steps) * turns * 2 * Math.PI + phase)
        return `${i === 0 ? 'M' : 'L'} ${round(x)} ${round(y)}`
      }).join(' ')
    for (let i = 1; i < steps; i += 3) {
      const x = round(left + (span * i) / steps)
      const angle = (i / steps) * turns * 2 * Math.PI
      parts.push(
        `<line x1="${x}" y1="${round(cy + amp * Math.sin(angle))}" x2="${x}" y2="${round(cy + amp * Math.sin(angle + Math.PI))}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${round(stroke * 0.7)}"/>`,
      )
    }
    parts.push(
      `<path d="${strand(0)}" fill="none" stroke="#ffffff" stroke-width="${stroke * 1.6}" stroke-linecap="round"/>`,
    )
    parts.push(
      `<path d="${strand(Math.PI)}" fill="none" stroke="${light}" stroke-width="${stroke * 1.6}" stroke-linecap="round"/>`,
    )
  } else if (motif === 'network') {
    const nodes = Array.from({ length: 11 }, (_, i) => {
      const angle = (i / 11) * 2 * Math.PI + rand() * 0.5
      const distance = i === 0 ? 0 : size * (0.25 + rand() * 0.45)
      return { x: round(cx + Math.cos(angle) * distance * 1.3), y: round(cy + Math.sin(angle) * distance * 0.8) }
    })
    for (let i = 1; i < nodes.length; i++) {
      const to = i % 3 === 0 ? nodes[0]! : nodes[(i % (nodes.length - 1)) + 1]!
      parts.push(
        `<line x1="${nodes[i]!.x}" y1="${nodes[i]!.y}" x2="${to.x}" y2="${to.y}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${stroke}"/>`,
        `<line x1="${nodes[i]!.x}" y1="${nodes[i]!.y}" x2="${nodes[0]!.x}" y2="${nodes[0]!.y}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${round(stroke * 0.6)}"/>`,
      )
    }
    nodes.forEach((node, i) =>
      parts.push(
        `<circle cx="${node.x}" cy="${node.y}" r="${round(size * (i === 0 ? 0.07 : 0.03 + rand() * 0.02))}" fill="${i % 2 ? light : '#ffffff'}"/>`,
      ),
    )
  } else if (motif === 'cells') {
    for (let i = 0; i < 7; i++) {
      const angle = (i / 7) * 2 * Math.PI + rand()
      const distance = i === 0 ? 0 : size * (0.3 + rand() * 0.2)
      const x = round(cx + Math.cos(angle) * distance * 1.2)
      const y = round(cy + Math.sin(angle) * distance * 0.75)
      const r = round(size * (i === 0 ? 0.2 : 0.09 + rand() * 0.06))
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${stroke}"/>`,
        `<circle cx="${round(x + r * 0.15)}" cy="${round(y - r * 0.1)}" r="${round(r * 0.38)}" fill="${light}" fill-opacity="0.85"/>`,
      )
    }
  } else {
    const bars = 6
    const barWidth = (size * 1.4) / (bars * 1.6)
    const left = cx - size * 0.7
    const base = cy + size * 0.38
    const points: string[] = []
    for (let i = 0; i < bars; i++) {
      const barHeight = size * (0.2 + (i / bars) * 0.45 + rand() * 0.15)
      const x = round(left + i * barWidth * 1.6)
      parts.push(
        `<rect x="${x}" y="${round(base - barHeight)}" width="${round(barWidth)}" height="${round(barHeight)}" rx="${round(barWidth * 0.15)}" fill="#ffffff" fill-opacity="${round(0.35 + i * 0.08)}"/>`,
      )
      points.push(`${round(x + barWidth / 2)},${round(base - barHeight - size * 0.08)}`)
    }
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${light}" stroke-width="${stroke * 1.4}" stroke-linejoin="round"/>`,
    )
    for (const point of points) {
      const [x, y] = point.split(',')
      parts.push(`<circle cx="${x}" cy="${y}" r="${round(stroke * 2.2)}" fill="#ffffff"/>`)
    }
    parts.push(
      `<line x1="${round(left - barWidth * 0.3)}" y1="${round(base)}" x2="${round(left + bars * barWidth * 1.6)}" y2="${round(base)}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${stroke}"/>`,
    )
  }
  return `<g>${parts.join('')}</g>`
}

/**
 * A portrait placeholder: a head-and-shoulders silhouette on a coloured circle (transparent
 * corners). `name` only varies the picture; no letters are drawn.
 */
export function avatarSvg(name: string, palette: Palette, size = 320): string {
  const [dark, mid, light] = palette
  const rand = randomFrom(name)
  const c = size / 2
  const head = size * (0.15 + rand() * 0.02)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="0.5" stop-color="${mid}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <clipPath id="round"><circle cx="${c}" cy="${c}" r="${c}"/></clipPath>
  </defs>
  <circle cx="${c}" cy="${c}" r="${c}" fill="url(#g)"/>
  <g clip-path="url(#round)" fill="#ffffff" fill-opacity="0.88">
    <circle cx="${c}" cy="${round(size * 0.4)}" r="${round(head)}"/>
    <path d="M ${round(size * 0.16)} ${size} C ${round(size * 0.18)} ${round(size * 0.7)}, ${round(size * 0.34)} ${round(size * 0.6)}, ${c} ${round(size * 0.6)} C ${round(size * 0.66)} ${round(size * 0.6)}, ${round(size * 0.82)} ${round(size * 0.7)}, ${round(size * 0.84)} ${size} Z"/>
  </g>
  <circle cx="${c}" cy="${c}" r="${round(c - size * 0.04)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${round(size * 0.012)}"/>
</svg>`
}

export async function avatarImage(name: string, palette: Palette, size = 320): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(name, palette, size)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** A small geometric icon on a rounded square; `shape` picks one of eight glyphs. */
export async function iconImage(shape: number, palette: Palette, size = 256): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(shape, palette, size)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export function iconSvg(shape: number, palette: Palette, size = 256): string {
  const [dark, mid, light] = palette
  const c = size / 2
  const r = size * 0.26
  const glyphs = [
    // double helix-like pair of waves
    `<path d="M ${c - r} ${c - r} C ${c + r} ${c - r / 2}, ${c - r} ${c + r / 2}, ${c + r} ${c + r}" stroke="#fff" stroke-width="${size * 0.05}" fill="none" stroke-linecap="round"/><path d="M ${c + r} ${c - r} C ${c - r} ${c - r / 2}, ${c + r} ${c + r / 2}, ${c - r} ${c + r}" stroke="${light}" stroke-width="${size * 0.05}" fill="none" stroke-linecap="round"/>`,
    // cross
    `<rect x="${c - r * 0.3}" y="${c - r}" width="${r * 0.6}" height="${r * 2}" rx="${r * 0.12}" fill="#fff"/><rect x="${c - r}" y="${c - r * 0.3}" width="${r * 2}" height="${r * 0.6}" rx="${r * 0.12}" fill="#fff"/>`,
    // overlapping circles
    `<circle cx="${c - r * 0.35}" cy="${c}" r="${r * 0.75}" fill="#fff" fill-opacity="0.9"/><circle cx="${c + r * 0.35}" cy="${c}" r="${r * 0.75}" fill="${light}" fill-opacity="0.8"/>`,
    // bar chart
    `<rect x="${c - r}" y="${c + r * 0.1}" width="${r * 0.5}" height="${r * 0.9}" fill="#fff"/><rect x="${c - r * 0.25}" y="${c - r * 0.5}" width="${r * 0.5}" height="${r * 1.5}" fill="#fff"/><rect x="${c + r * 0.5}" y="${c - r}" width="${r * 0.5}" height="${r * 2}" fill="${light}"/>`,
    // document
    `<rect x="${c - r * 0.8}" y="${c - r}" width="${r * 1.6}" height="${r * 2}" rx="${r * 0.15}" fill="#fff"/><rect x="${c - r * 0.5}" y="${c - r * 0.5}" width="${r}" height="${r * 0.15}" fill="${mid}"/><rect x="${c - r * 0.5}" y="${c - r * 0.1}" width="${r}" height="${r * 0.15}" fill="${mid}"/><rect x="${c - r * 0.5}" y="${c + r * 0.3}" width="${r * 0.6}" height="${r * 0.15}" fill="${mid}"/>`,
    // star / sparkle
    `<path d="M ${c} ${c - r} L ${c + r * 0.25} ${c - r * 0.25} L ${c + r} ${c} L ${c + r * 0.25} ${c + r * 0.25} L ${c} ${c + r} L ${c - r * 0.25} ${c + r * 0.25} L ${c - r} ${c} L ${c - r * 0.25} ${c - r * 0.25} Z" fill="#fff"/>`,
    // hexagon
    `<path d="M ${c} ${c - r} L ${c + r * 0.87} ${c - r / 2} L ${c + r * 0.87} ${c + r / 2} L ${c} ${c + r} L ${c - r * 0.87} ${c + r / 2} L ${c - r * 0.87} ${c - r / 2} Z" fill="none" stroke="#fff" stroke-width="${size * 0.05}"/><circle cx="${c}" cy="${c}" r="${r * 0.3}" fill="${light}"/>`,
    // flask
    `<path d="M ${c - r * 0.3} ${c - r} L ${c + r * 0.3} ${c - r} L ${c + r * 0.3} ${c - r * 0.2} L ${c + r} ${c + r} L ${c - r} ${c + r} L ${c - r * 0.3} ${c - r * 0.2} Z" fill="#fff"/><path d="M ${c - r * 0.62} ${c + r * 0.35} L ${c + r * 0.62} ${c + r * 0.35} L ${c + r * 0.9} ${c + r * 0.9} L ${c - r * 0.9} ${c + r * 0.9} Z" fill="${light}"/>`,
  ]
  const glyph = glyphs[((shape % glyphs.length) + glyphs.length) % glyphs.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mid}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#g)"/>
  ${glyph}
</svg>`
  return svg
}

/**
 * A real QR code of `text` (PNG, near-black on white, the standard 4-module quiet zone), drawn by
 * the `qrcode` package: a phone's scanner or WeChat's 识别图中二维码 reads it, and the e2e suite
 * decodes it (issue #42: the older pattern was a picture, not a code). Staff replace it with the
 * adviser's own WeChat QR in the admin.
 */
export async function qrCodeImage(text: string, scale = 10): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale,
    color: { dark: '#111111ff', light: '#ffffffff' },
  })
}

/** How an illustrated portrait looks (portraitSvg): nothing of a real person, only a drawn face. */
export type PortraitLook = {
  skin: 'light' | 'medium' | 'tan'
  hair: 'short' | 'side-part' | 'crop' | 'bob' | 'long' | 'bun'
  hairColor: 'black' | 'dark-brown' | 'grey'
  glasses?: boolean
  outfit: 'suit' | 'shirt' | 'blouse' | 'sweater' | 'lab-coat'
  /** The clothes' colour (hex). */
  outfitColor: string
  /** The background's colours. */
  palette: Palette
}

const SKIN = {
  light: { face: '#f6d5bd', shade: '#e3b497' },
  medium: { face: '#efc19f', shade: '#d6a07e' },
  tan: { face: '#dca683', shade: '#c08664' },
} as const

const HAIR = { black: '#1f1b1a', 'dark-brown': '#3d2b22', grey: '#a3a8b1' } as const

/** Hair behind the head (long and bob styles), drawn before the shoulders cover its ends. */
function hairBack(look: PortraitLook, color: string): string {
  if (look.hair === 'long')
    return `<path d="M32 42 C 30 12, 70 12, 68 42 L 71 80 C 62 85, 38 85, 29 80 Z" fill="${color}"/>`
  if (look.hair === 'bob')
    return `<path d="M32.5 40 C 29 56, 31 64, 36 66 L 64 66 C 69 64, 71 56, 67.5 40 Z" fill="${color}"/>`
  return ''
}

/** Hair over the top of the head, the fringe's edge shaping the forehead. */
function hairFront(look: PortraitLook, color: string): string {
  switch (look.hair) {
    case 'short':
      return `<path d="M34.4 43 C 32.5 15, 67.5 15, 65.6 43 C 63 35, 57 31.5, 50 31.5 C 43 31.5, 37 35, 34.4 43 Z" fill="${color}"/>`
    case 'side-part':
      return `<path d="M34.4 44 C 31.5 14, 68.5 14, 65.6 44 C 64.5 36, 61 31, 55 30 C 49 34, 41 34.5, 34.4 44 Z" fill="${color}"/>`
    case 'crop':
      return `<path d="M35 41 C 34 16.5, 66 16.5, 65 41 C 62.5 34.5, 57 33, 50 33 C 43 33, 37.5 34.5, 35 41 Z" fill="${color}"/>`
    case 'bob':
    case 'long':
      return `<path d="M33.5 47 C 29.5 13.5, 70.5 13.5, 66.5 47 C 65 37, 59 31.5, 52 31 C 46 34.5, 38.5 38, 33.5 47 Z" fill="${color}"/>`
    case 'bun':
      return `<circle cx="50" cy="20" r="6.5" fill="${color}"/><path d="M34.4 43 C 33 15.5, 67 15.5, 65.6 43 C 63 34.5, 57 31, 50 31 C 43 31, 37 34.5, 34.4 43 Z" fill="${color}"/>`
  }
}

/** The clothes over the shoulders, with the neckline of the outfit. */
function outfitSvg(look: PortraitLook, skinShade: string): string {
  const color = look.outfitColor
  const shoulders = (fill: string) =>
    `<path d="M13 100 C 15 81, 29 74.5, 50 74.5 C 71 74.5, 85 81, 87 100 Z" fill="${fill}"/>`
  switch (look.outfit) {
    case 'suit':
      return `${shoulders(color)}<path d="M42 74.5 L 50 88 L 58 74.5 Z" fill="#ffffff"/><path d="M48.6 80 L 51.4 80 L 52.6 92 L 50 95 L 47.4 92 Z" fill="#7f1d1d" fill-opacity="0.85"/><path d="M40.5 75 L 48 92 L 44 100 L 36 100 Z M59.5 75 L 52 92 L 56 100 L 64 100 Z" fill="#000000" fill-opacity="0.18"/>`
    case 'shirt':
      return `${shoulders(color)}<path d="M43 74.5 L 50 83 L 57 74.5 Z" fill="${skinShade}"/><path d="M41 74 L 50 83 L 45 87 Z M59 74 L 50 83 L 55 87 Z" fill="#ffffff" fill-opacity="0.9"/>`
    case 'blouse':
      return `${shoulders(color)}<path d="M42 74.8 C 44 82, 56 82, 58 74.8 Z" fill="${skinShade}"/><circle cx="50" cy="86" r="1.2" fill="#ffffff" fill-opacity="0.8"/>`
    case 'sweater':
      return `${shoulders(color)}<path d="M41.5 75 C 44 80.5, 56 80.5, 58.5 75" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="2.6"/>`
    case 'lab-coat':
      return `${shoulders('#f8fafc')}<path d="M43 74.5 L 50 86 L 57 74.5 Z" fill="${color}"/><path d="M40.5 75 L 49 94 L 47 100 M59.5 75 L 51 94 L 53 100" fill="none" stroke="#cbd5e1" stroke-width="1.2"/><rect x="60" y="88" width="8" height="1.4" rx="0.7" fill="${color}" fill-opacity="0.7"/>`
  }
}

/**
 * An illustrated head-and-shoulders portrait: a drawn face with hair, eyes, a smile, optional
 * glasses and the outfit, on a soft background. For the demo faculty and team, so the site shows
 * pictures instead of initials without showing any real person. No letters drawn.
 *
 * 4:3 and full-bleed (`height` tall, a third wider), the person in the middle square: the media
 * thumbnail (400×300, cropped to 4:3) keeps all of it, and the site's round frames (object-cover)
 * show that middle square.
 */
export function portraitSvg(look: PortraitLook, height = 360): string {
  const width = Math.round((height * 4) / 3)
  const skin = SKIN[look.skin]
  const hair = HAIR[look.hairColor]
  const brow = look.hairColor === 'grey' ? '#6b7280' : hair
  const [dark, mid, light] = look.palette
  const glasses = look.glasses
    ? `<g fill="#ffffff" fill-opacity="0.18" stroke="#334155" stroke-width="1.1"><rect x="39.2" y="42.4" width="9.4" height="7.4" rx="2.6"/><rect x="51.4" y="42.4" width="9.4" height="7.4" rx="2.6"/></g><path d="M48.6 45.4 Q 50 44.4 51.4 45.4" fill="none" stroke="#334155" stroke-width="1.1"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="-16.667 0 133.333 100">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${light}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${mid}" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect x="-16.667" y="0" width="133.333" height="100" fill="#ffffff"/>
  <rect x="-16.667" y="0" width="133.333" height="100" fill="url(#bg)"/>
  <g>
    <circle cx="82" cy="18" r="16" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="14" cy="70" r="10" fill="${dark}" fill-opacity="0.08"/>
    <g transform="translate(50 57) scale(1.12) translate(-50 -56)">
    ${hairBack(look, hair)}
    <rect x="43.5" y="56" width="13" height="21" rx="5" fill="${skin.shade}"/>
    ${outfitSvg(look, skin.shade)}
    <ellipse cx="34.8" cy="46.5" rx="2.7" ry="4" fill="${skin.shade}"/>
    <ellipse cx="65.2" cy="46.5" rx="2.7" ry="4" fill="${skin.shade}"/>
    <ellipse cx="50" cy="44.5" rx="15.2" ry="18" fill="${skin.face}"/>
    ${hairFront(look, hair)}
    <path d="M40.6 41.6 Q 44 39.9 47.2 41.3 M52.8 41.3 Q 56 39.9 59.4 41.6" fill="none" stroke="${brow}" stroke-width="1.3" stroke-linecap="round"/>
    <ellipse cx="44" cy="46.2" rx="1.5" ry="1.9" fill="#1f2937"/>
    <ellipse cx="56" cy="46.2" rx="1.5" ry="1.9" fill="#1f2937"/>
    <path d="M50 47.6 Q 48.8 51.2 50.8 52.1" fill="none" stroke="${skin.shade}" stroke-width="1" stroke-linecap="round"/>
    <circle cx="40.8" cy="52.6" r="2.6" fill="#f43f5e" fill-opacity="0.12"/>
    <circle cx="59.2" cy="52.6" r="2.6" fill="#f43f5e" fill-opacity="0.12"/>
    <path d="M45.4 55.4 Q 50 58.8 54.6 55.4" fill="none" stroke="#a04a45" stroke-width="1.25" stroke-linecap="round"/>
    ${glasses}
    </g>
  </g>
</svg>`
}

export async function portraitImage(look: PortraitLook, height = 360): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(look, height)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * A journal's acceptance letter as a picture (录用通知 of a demo case): letterhead with the
 * journal's emblem, the addressee masked (as staff are asked to mask personal details), a green
 * "accepted" mark, paragraphs as grey lines, a signature. Lines stand for the words: no text drawn.
 */
export function acceptanceLetterSvg(seed: string, palette: Palette, width = 900, height = 1200): string {
  const rand = randomFrom(seed)
  const [dark, mid, light] = palette
  const left = 90
  const full = width - left * 2
  const bar = (x: number, y: number, w: number, h: number, fill: string, opacity = 1) =>
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${h}" rx="${h / 2}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`

  const parts: string[] = []
  // Letterhead: a band, the emblem, the journal's name and address as bars.
  parts.push(`<rect width="${width}" height="18" fill="${mid}"/>`)
  parts.push(
    `<circle cx="${left + 34}" cy="104" r="36" fill="${dark}"/>`,
    `<path d="M${left + 14} 116 C ${left + 24} 104, ${left + 30} 104, ${left + 34} 112 C ${left + 38} 104, ${left + 44} 104, ${left + 54} 116 L ${left + 54} 92 C ${left + 44} 82, ${left + 38} 84, ${left + 34} 92 C ${left + 30} 84, ${left + 24} 82, ${left + 14} 92 Z" fill="#ffffff"/>`,
    `<circle cx="${left + 34}" cy="78" r="5" fill="${light}"/>`,
  )
  parts.push(bar(left + 92, 80, 330, 22, '#1e293b'), bar(left + 92, 114, 230, 12, '#94a3b8'))
  for (let i = 0; i < 3; i++)
    parts.push(bar(width - left - 190 + (i === 2 ? 50 : 0), 78 + i * 20, i === 2 ? 140 : 190, 9, '#cbd5e1'))
  parts.push(`<rect x="${left}" y="172" width="${full}" height="2" fill="${light}"/>`)

  // Date (right), the addressee masked, the salutation.
  parts.push(bar(width - left - 170, 214, 170, 11, '#94a3b8'))
  parts.push(bar(left, 258, 210, 16, '#0f172a'), bar(left, 290, 300, 10, '#cbd5e1'), bar(left, 312, 260, 10, '#cbd5e1'))
  parts.push(bar(left, 366, 150, 12, '#64748b'))

  // The decision: a green mark with a tick.
  parts.push(
    `<rect x="${left}" y="402" width="330" height="54" rx="12" fill="#dcfce7" stroke="#16a34a" stroke-width="2"/>`,
    `<circle cx="${left + 30}" cy="429" r="15" fill="#16a34a"/>`,
    `<path d="M${left + 22} 429 L ${left + 28} 436 L ${left + 39} 422" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(left + 58, 423, 240, 13, '#15803d'),
  )

  // Paragraphs.
  let y = 498
  for (const lines of [5, 4, 4]) {
    for (let line = 0; line < lines; line++) {
      const last = line === lines - 1
      parts.push(bar(left, y, last ? full * (0.35 + rand() * 0.3) : full * (0.9 + rand() * 0.1), 11, '#cbd5e1'))
      y += 30
    }
    y += 26
  }

  // Closing, signature, the editor's name and role.
  y += 6
  parts.push(bar(left, y, 130, 11, '#64748b'))
  const sy = y + 74
  parts.push(
    `<path d="M${left} ${sy} C ${left + 30} ${sy - 50}, ${left + 50} ${sy + 20}, ${left + 80} ${sy - 14} S ${left + 130} ${sy - 30}, ${left + 150} ${sy} S ${left + 210} ${sy - 6}, ${left + 240} ${sy - 22}" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round"/>`,
  )
  parts.push(bar(left, sy + 30, 200, 13, '#334155'), bar(left, sy + 54, 280, 10, '#94a3b8'))

  // Footer.
  parts.push(
    `<rect x="${left}" y="${height - 84}" width="${full}" height="1.5" fill="#e2e8f0"/>`,
    bar(left, height - 62, 320, 9, '#cbd5e1'),
    `<circle cx="${width - left - 12}" cy="${height - 58}" r="12" fill="${mid}" fill-opacity="0.6"/>`,
  )

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  ${parts.join('\n  ')}
</svg>`
}

export async function acceptanceLetterImage(seed: string, palette: Palette): Promise<Buffer> {
  return sharp(Buffer.from(acceptanceLetterSvg(seed, palette)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
