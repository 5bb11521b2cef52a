#!/usr/bin/env node
// Draws the site icons from the brand mark (the same drawing as BrandMark.tsx): favicon.ico,
// icon.svg and apple-icon.png under src/app (Next's metadata file conventions) and the web
// manifest's 192/512 px icons under public/. Run it again after the mark changes.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const BLUE = '#1f66c4'
const chevron =
  '<path d="M10 25.5 18 9l8 16.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M13.2 19.5h9.6" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>'

/** The rounded square, as in the header and footer. */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="${BLUE}"/>${chevron}</svg>`
/** Full-bleed square for touch icons and the manifest: the system rounds the corners itself. */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 44 44"><rect x="-4" y="-4" width="44" height="44" fill="${BLUE}"/>${chevron}</svg>`

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 36) * 2 })
    .resize(size, size)
    .png()
    .toBuffer()

/** An .ico holding PNG images (supported by every browser that still asks for /favicon.ico). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const app = path.join(root, 'src', 'app')
const publicDir = path.join(root, 'public')
fs.mkdirSync(publicDir, { recursive: true })
const sizes = [16, 32, 48]
fs.writeFileSync(
  path.join(app, 'favicon.ico'),
  ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(mark, size) })))),
)
fs.writeFileSync(path.join(app, 'icon.svg'), `${mark}\n`)
fs.writeFileSync(path.join(app, 'apple-icon.png'), await png(square, 180))
fs.writeFileSync(path.join(publicDir, 'icon-192.png'), await png(square, 192))
fs.writeFileSync(path.join(publicDir, 'icon-512.png'), await png(square, 512))
console.log('icons written')
