import { describe, expect, it } from 'vitest'
import { canOptimiseImage, firstImageUrl, normaliseImagePath, productImages } from './product-images'

describe('normaliseImagePath', () => {
  it('keeps absolute http(s) addresses and site paths', () => {
    expect(normaliseImagePath('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(normaliseImagePath('http://example.com/b.jpg')).toBe('http://example.com/b.jpg')
    expect(normaliseImagePath('/cms-api/media/file/a.png')).toBe('/cms-api/media/file/a.png')
  })

  it('turns bare relative paths into site paths', () => {
    expect(normaliseImagePath('uploads/a.png')).toBe('/uploads/a.png')
    expect(normaliseImagePath('./images/a.png')).toBe('/images/a.png')
    expect(normaliseImagePath('  images/a.png  ')).toBe('/images/a.png')
  })

  it('refuses empty text and other schemes', () => {
    expect(normaliseImagePath('')).toBeNull()
    expect(normaliseImagePath('   ')).toBeNull()
    expect(normaliseImagePath(null)).toBeNull()
    expect(normaliseImagePath('javascript:alert(1)')).toBeNull()
    expect(normaliseImagePath('data:image/png;base64,AAAA')).toBeNull()
  })
})

describe('firstImageUrl', () => {
  it('uses the first element of a JSON-array string', () => {
    expect(firstImageUrl('["/images/one.png","/images/two.png"]')).toBe('/images/one.png')
    expect(firstImageUrl('["", "images/two.png"]')).toBe('/images/two.png')
  })

  it('reads a plain address, and text that only looks like JSON', () => {
    expect(firstImageUrl('https://example.com/x.png')).toBe('https://example.com/x.png')
    expect(firstImageUrl('[broken')).toBe('/[broken')
    expect(firstImageUrl('[]')).toBeNull()
  })
})

describe('productImages', () => {
  it('prefers the images list, normalised and without duplicates', () => {
    expect(
      productImages({
        images: [
          '/cms-api/media/file/a.png',
          'uploads/b.png',
          'https://example.com/c.png',
          '/cms-api/media/file/a.png',
          '',
        ],
        image_url: '/ignored.png',
      }),
    ).toEqual(['/cms-api/media/file/a.png', '/uploads/b.png', 'https://example.com/c.png'])
  })

  it('falls back to image_url: a plain string', () => {
    expect(productImages({ images: [], image_url: 'images/p.png' })).toEqual(['/images/p.png'])
  })

  it('falls back to image_url: a JSON-array string uses its first element', () => {
    expect(productImages({ image_url: '["https://example.com/1.png","https://example.com/2.png"]' })).toEqual([
      'https://example.com/1.png',
    ])
  })

  it('gives an empty gallery when nothing is usable', () => {
    expect(productImages({})).toEqual([])
    expect(productImages({ images: null, image_url: null })).toEqual([])
    expect(productImages({ images: ['  '], image_url: '' })).toEqual([])
  })
})

describe('canOptimiseImage', () => {
  it('optimises only this app’s raster images', () => {
    expect(canOptimiseImage('/cms-api/media/file/a.png')).toBe(true)
    expect(canOptimiseImage('/images/a.jpg')).toBe(true)
    expect(canOptimiseImage('/cms-api/media/file/logo.svg')).toBe(false)
    expect(canOptimiseImage('https://example.com/a.png')).toBe(false)
    expect(canOptimiseImage('/uploads/a.png')).toBe(false)
  })
})
