/**
 * Wall-clock time in a named time zone, for the schedule picker: the picker (react-datepicker)
 * always works in the browser's zone, while a publication is scheduled in the zone staff chose
 * (北京时间). Pure; no library.
 */

/** The zone the company works in, and the only one the admin offers (payload.config.ts). */
export const DEFAULT_TIMEZONE = 'Asia/Shanghai'
export const TIMEZONE_OPTIONS = [{ label: '北京时间（东八区）', value: DEFAULT_TIMEZONE }]

/** Minutes the zone is ahead of UTC at `instant` (Asia/Shanghai: 480). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The browser-local Date whose wall clock reads what `instant` reads in `timeZone`. */
export function toZoneWallClock(instant: Date, timeZone: string): Date {
  const shift = zoneOffsetMinutes(timeZone, instant) + instant.getTimezoneOffset()
  return new Date(instant.getTime() + shift * 60_000)
}

/** The instant at which `timeZone`'s wall clock reads what the browser-local `wallClock` reads. */
export function fromZoneWallClock(wallClock: Date, timeZone: string): Date {
  const guess = new Date(
    wallClock.getTime() - (zoneOffsetMinutes(timeZone, wallClock) + wallClock.getTimezoneOffset()) * 60_000,
  )
  // Once more from the guess, for a zone whose offset changes between the two readings (DST).
  const shift = zoneOffsetMinutes(timeZone, guess) + guess.getTimezoneOffset()
  return new Date(wallClock.getTime() - shift * 60_000)
}

/** 2026年11月27日 21:19, as that moment reads in `timeZone`. */
export function formatInZone(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}年${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`
}
