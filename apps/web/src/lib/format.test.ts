import { describe, expect, it } from 'vitest';
import {
  formatAirworkTime,
  formatBytes,
  formatCad,
  formatDate,
  formatDay,
  formatDuration,
} from './format';

describe('sizes and durations for the uploader', () => {
  it('tells sizes in binary units with one decimal below 100', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatBytes(20 * 1024 ** 3, 'en')).toBe('20 GB');
    expect(formatBytes(150 * 1024 ** 3, 'en')).toBe('150 GB');
  });

  it('tells time left in hours, minutes and seconds, and nothing when unknown', () => {
    expect(formatDuration(42, 'en')).toBe('42 s');
    expect(formatDuration(125, 'en')).toBe('2 min 5 s');
    expect(formatDuration(3900, 'en')).toBe('1 h 5 min');
    expect(formatDuration(3900, 'zh')).toBe('1 小时 5 分钟');
    expect(formatDuration(Number.POSITIVE_INFINITY, 'en')).toBeUndefined();
  });
});

describe('money and days, in each language', () => {
  it('reads the same whichever language asked first (formatters are kept per language)', () => {
    expect(formatCad(1250, 'en')).toBe('$1,250.00');
    expect(formatCad(1250, 'zh')).toBe('CA$1,250.00');
    expect(formatCad(99.5, 'en')).toBe('$99.50');
    expect(formatDay('2026-12-01', 'en')).toBe('Tue, Dec 1');
    expect(formatDay('2026-12-01', 'en', true)).toBe('Tue, Dec 1, 2026');
    expect(formatDay('2026-12-01', 'zh')).toBe(
      new Date('2026-12-01T12:00:00').toLocaleDateString('zh-CN', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
    );
    expect(formatDate('2026-12-01T12:00:00', 'en')).toBe('Dec 1, 2026');
  });
});

describe("an Airwork's moments", () => {
  it("are told in the Airwork's province's zone, with the zone named, in each language", () => {
    const at = '2026-11-27T14:05:00Z';
    expect(formatAirworkTime(at, 'en', 'Ontario')).toMatch(/^Nov 27, 2026, 9:05 a\.m\. EST$/);
    expect(formatAirworkTime(at, 'en', 'British Columbia')).toMatch(/6:05 a\.m\. PST$/);
    expect(formatAirworkTime(at, 'en', 'NS')).toMatch(/10:05 a\.m\. AST$/);
    // Its date too: 3 a.m. in Toronto is still the day before in Vancouver.
    const early = '2026-11-27T08:00:00Z';
    expect(formatDate(early, 'en', 'Ontario')).toBe('Nov 27, 2026');
    expect(formatDate(early, 'en', 'British Columbia')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27T07:30:00Z', 'en', 'British Columbia')).toBe('Nov 26, 2026');
    const zh = formatAirworkTime(at, 'zh', 'Ontario');
    expect(zh).toContain('2026年11月27日');
    expect(zh).toMatch(/9:05/);
  });
});
