import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import {
  acceptanceLetterImage,
  acceptanceLetterSvg,
  avatarSvg,
  coverImage,
  coverSvg,
  iconSvg,
  MOTIFS,
  PALETTES,
  portraitImage,
  portraitSvg,
  qrCodeImage,
} from './generate-assets'
import { portraits } from './content'

/** Issue 16: no picture the seed draws carries words (titles are HTML, never pixels). */
describe('generated pictures carry no text', () => {
  it('draws covers, portraits and icons without any text element', () => {
    const svgs = [
      ...MOTIFS.map((motif) => coverSvg({ label: 'BIOINFORMATICS', motif, palette: PALETTES.ocean, seed: motif })),
      coverSvg({ label: 'PAN-CANCER STUDY', sublabel: 'SUCCESS CASE', palette: PALETTES.teal, seed: 'case' }),
      avatarSvg('ZL', PALETTES.violet),
      ...Object.values(portraits).map(({ look, palette }) => portraitSvg({ ...look, palette: PALETTES[palette] })),
      acceptanceLetterSvg('pan-cancer-prognostic-signature', PALETTES.ocean),
      ...Array.from({ length: 8 }, (_, shape) => iconSvg(shape, PALETTES.amber)),
    ]
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<tspan|<textPath|font-family/i)
      expect(svg).not.toContain('BIOINFORMATICS')
      expect(svg).not.toContain('SUCCESS CASE')
    }
  })

  it('no seed source draws text into an SVG', () => {
    const folder = path.resolve(import.meta.dirname)
    for (const file of fs
      .readdirSync(folder)
      .filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts'))) {
      expect(fs.readFileSync(path.join(folder, file), 'utf8'), file).not.toMatch(/<text[\s>]/)
    }
  })

  it('gives each subject its own motif, the same every time, and renders it', async () => {
    const once = coverSvg({ label: 'STATISTICS', palette: PALETTES.emerald, seed: 'a' })
    expect(coverSvg({ label: 'STATISTICS', palette: PALETTES.emerald, seed: 'a' })).toBe(once)
    const image = await sharp(
      await coverImage({ label: 'STATISTICS', palette: PALETTES.emerald, seed: 'a' }),
    ).metadata()
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 750])
  })
})

/** Issue #42: the demo faculty and team are drawn portraits; demo cases can have a drawn acceptance letter. */
describe('portraits and acceptance letters', () => {
  it('draws every portrait the same each time, each person differently, as a small 4:3 PNG', async () => {
    const svgs = Object.values(portraits).map(({ look, palette }) =>
      portraitSvg({ ...look, palette: PALETTES[palette] }),
    )
    expect(new Set(svgs).size).toBe(svgs.length)
    const [first] = Object.values(portraits)
    const look = { ...first!.look, palette: PALETTES[first!.palette] }
    expect(portraitSvg(look)).toBe(svgs[0])
    const png = await portraitImage(look)
    const meta = await sharp(png).metadata()
    // 4:3 like the media thumbnail (400×300), so making the thumbnail crops nothing off.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 480, 360])
    expect(png.length).toBeLessThan(40_000)
  })

  it('draws a page-shaped letter (3:4), small enough to seed quickly', async () => {
    const png = await acceptanceLetterImage('editing-resubmission-accepted', PALETTES.sky)
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 900, 1200])
    expect(png.length).toBeLessThan(80_000)
  })
})

/** Issue #42: the seeded WeChat QR is a real code, read back by a decoder. */
describe('seeded QR codes', () => {
  it.each(['keyan-xueshu', '科研学术服务平台 视频号'])('decodes to what it encodes: %s', async (text) => {
    const png = await qrCodeImage(text)
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(info.width).toBeGreaterThanOrEqual(200)
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    expect(code?.data).toBe(text)
  })
})
