import { createRequire } from 'node:module'
import { Writable } from 'node:stream'
import type { ReactElement } from 'react'
import type * as ReactModule from 'react'
import type * as ReactDomServer from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withBoundariesInPlace } from './boundaries-in-place.mjs'

// React as Next ships it (the build renders pages with next/dist/compiled/react-dom, not the
// project's own react-dom), so the contract below fails when a Next upgrade changes its format.
const nextRequire = createRequire(import.meta.url)
const React = nextRequire('next/dist/compiled/react') as typeof ReactModule
const { renderToPipeableStream } = nextRequire('next/dist/compiled/react-dom/server.node') as typeof ReactDomServer

/** The HTML React writes for `element` once every boundary has finished, as Next stores a page. */
function renderWhole(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8')
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject })
  })
}

// React 19.2's output for a boundary it sends out of place (react-dom-server: writeStartPendingSuspenseBoundary,
// startSegmentHTML, completeBoundaryScriptFunctionOnly); the contract test in tests/e2e/next-internals.spec.ts
// checks the built app still writes it so.
const FUNCTIONS =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];e.parentNode.removeChild(e)}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))$RB.push(a,b)};'
const pending = (id: number, fallback = '') => `<!--$?--><template id="B:${id}"></template>${fallback}<!--/$-->`
const segment = (id: number, content: string) => `<div hidden id="S:${id}">${content}</div>`
const complete = (id: number, first = false) => `<script>${first ? FUNCTIONS : ''}$RC("B:${id}","S:${id}")</script>`

const page = (body: string, tail: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}<script>self.__next_f.push([1,"x"])</script>${tail}</body></html>`

describe('withBoundariesInPlace', () => {
  it('writes each boundary sent after the document where it stands, as React writes one it keeps in place', () => {
    const html = page(
      `<main><h1>首页</h1>${pending(0)}${pending(1)}</main>`,
      `${segment(0, '<section><div><p>核心服务</p></div></section>')}${complete(0, true)}${segment(1, '<section>学术资源</section>')}${complete(1)}`,
    )
    expect(withBoundariesInPlace(html)).toBe(
      page(
        '<main><h1>首页</h1><!--$--><section><div><p>核心服务</p></div></section><!--/$--><!--$--><section>学术资源</section><!--/$--></main>',
        '',
      ),
    )
  })

  it('handles a boundary inside a moved one, and a fallback with boundaries of its own', () => {
    const html = page(
      `<main>${pending(0, '<!--$--><p>稍候</p><!--/$-->')}</main>`,
      `${segment(0, `<div>外层${pending(1)}</div>`)}${complete(0, true)}${segment(1, '<div>内层</div>')}${complete(1)}`,
    )
    expect(withBoundariesInPlace(html)).toBe(
      page('<main><!--$--><div>外层<!--$--><div>内层</div><!--/$--></div><!--/$--></main>', ''),
    )
  })

  it('is not misled by a "</div>" inside a script or a comment of the moved content', () => {
    const content = '<div><script type="application/ld+json">{"a":"</div>"}</script><!-- </div> --><p>正文</p></div>'
    const html = page(`<main>${pending(0)}</main>`, `${segment(0, content)}${complete(0, true)}`)
    expect(withBoundariesInPlace(html)).toBe(page(`<main><!--$-->${content}<!--/$--></main>`, ''))
  })

  it('leaves a page without such boundaries as the very same string', () => {
    const html = page('<main><!--$--><p>就地</p><!--/$--></main>', '')
    expect(withBoundariesInPlace(html)).toBe(html)
  })

  it('leaves the whole page as React wrote it when any part cannot be put in place', () => {
    const base = `<main>${pending(0)}</main>`
    const cases = {
      'another instruction (a segment)': page(
        base,
        `${segment(0, 'a')}${complete(0, true)}<script>$RS("S:1","P:1")</script>`,
      ),
      'a client-rendered boundary': page(
        `${base}<!--$!--><template></template><!--/$-->`,
        `${segment(0, 'a')}${complete(0, true)}`,
      ),
      'a segment that is not a hidden div': page(
        base,
        `<svg aria-hidden="true" style="display:none" id="S:0">a</svg>${complete(0, true)}`,
      ),
      'a segment holding payload scripts': page(
        base,
        `${segment(0, '<script>self.__next_f.push([1,"y"])</script>')}${complete(0, true)}`,
      ),
      'a placeholder without its script': page(`${base}${pending(1)}`, `${segment(0, 'a')}${complete(0, true)}`),
      'a script with more than React’s functions': page(
        base,
        `${segment(0, 'a')}<script>alert(1);$RC("B:0","S:0")</script>`,
      ),
      'a segment that never closes': page(base, `<div hidden id="S:0"><div>a</div>${complete(0, true)}`),
    }
    for (const [label, html] of Object.entries(cases)) expect(withBoundariesInPlace(html), label).toBe(html)
  })

  it('puts in place what React, as Next ships it, sends after the document (contract)', async () => {
    const h = React.createElement
    const section = (id: number) =>
      h(
        React.Suspense,
        { key: id, fallback: null },
        h('section', { id: `s${id}` }, h('div', null, `第${id}节${'科研'.repeat(300)}`)),
      )
    // A shell past React's 12,800 bytes, then boundaries past its 500: each is sent out of place.
    const page = h(
      'html',
      null,
      h('body', null, h('main', null, h('p', null, '首屏'.repeat(5000)), [1, 2, 3].map(section))),
    )
    const html = await renderWhole(page)
    expect(html, 'React no longer sends a big boundary after the document: this module may go').toContain('$RC("')
    const inPlace = withBoundariesInPlace(html)
    expect(inPlace, 'React’s format changed (placeholder, hidden segment or $RC script)').not.toBe(html)
    expect(inPlace).not.toMatch(/\$RC|<template|<div hidden|<!--\$\?-->/)
    for (const id of [1, 2, 3]) expect(inPlace).toContain(`<!--$--><section id="s${id}"><div>第${id}节`)
    // In the order the page gives them.
    expect(inPlace.indexOf('<section id="s1"')).toBeLessThan(inPlace.indexOf('<section id="s3"'))
  })
})
