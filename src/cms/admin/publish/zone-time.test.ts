import { describe, expect, it } from 'vitest'
import { formatInZone, fromZoneWallClock, toZoneWallClock, zoneOffsetMinutes } from './zone-time'

describe('wall-clock time in a zone', () => {
  const instant = new Date('2026-11-27T13:19:00Z')

  it('knows Beijing is eight hours ahead', () => {
    expect(zoneOffsetMinutes('Asia/Shanghai', instant)).toBe(480)
    expect(zoneOffsetMinutes('UTC', instant)).toBe(0)
  })

  it('shows the zone’s wall clock in the browser’s zone and back', () => {
    const shown = toZoneWallClock(instant, 'Asia/Shanghai')
    expect([shown.getHours(), shown.getMinutes(), shown.getDate()]).toEqual([21, 19, 27])
    expect(fromZoneWallClock(shown, 'Asia/Shanghai').toISOString()).toBe(instant.toISOString())
  })

  it('formats a moment as Chinese readers write it', () => {
    expect(formatInZone(instant, 'Asia/Shanghai')).toBe('2026年11月27日 21:19')
    expect(formatInZone('not a date', 'Asia/Shanghai')).toBe('')
  })
})
