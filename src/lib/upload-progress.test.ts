import { describe, expect, it } from 'vitest'
import { addSample, formatTimeLeft, progressLine, speedOf, type Sample } from '@/lib/upload-progress'

describe('upload progress', () => {
  it('measures speed over the last five seconds only', () => {
    let samples: Sample[] = []
    samples = addSample(samples, { at: 0, bytes: 0 })
    expect(speedOf(samples)).toBeNull()
    samples = addSample(samples, { at: 500, bytes: 1_000_000 })
    expect(speedOf(samples)).toBeNull()
    samples = addSample(samples, { at: 2000, bytes: 4_000_000 })
    expect(speedOf(samples)).toBe(2_000_000)
    // Ten seconds later at a slower pace: the early fast samples have left the window.
    samples = addSample(samples, { at: 9000, bytes: 5_000_000 })
    samples = addSample(samples, { at: 12_000, bytes: 5_300_000 })
    expect(samples.map((sample) => sample.at)).toEqual([9000, 12_000])
    expect(speedOf(samples)).toBe(100_000)
    // A restart from a lower offset (resumed elsewhere) drops samples above it.
    expect(addSample(samples, { at: 12_500, bytes: 100 })).toEqual([{ at: 12_500, bytes: 100 }])
  })

  it('says the time left in Chinese', () => {
    expect(formatTimeLeft(0.2)).toBe('约 1 秒')
    expect(formatTimeLeft(42)).toBe('约 42 秒')
    expect(formatTimeLeft(179)).toBe('约 3 分钟')
    expect(formatTimeLeft(3600)).toBe('约 1 小时')
    expect(formatTimeLeft(4800)).toBe('约 1 小时 20 分钟')
    expect(formatTimeLeft(Infinity)).toBe('计算中')
  })

  it('writes the progress line', () => {
    const samples = [
      { at: 0, bytes: 0 },
      { at: 2000, bytes: 20 * 1024 * 1024 },
    ]
    expect(progressLine(20 * 1024 * 1024, 64 * 1024 * 1024, samples)).toBe(
      '已上传 20 MB / 64 MB（31%） · 10 MB/s · 剩余约 4 秒',
    )
    expect(progressLine(0, 64 * 1024 * 1024, [])).toBe('已上传 0 Bytes / 64 MB（0%）')
  })
})
