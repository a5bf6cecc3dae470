import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './day-format';

describe('a calendar day as a reader writes it', () => {
  it('in English and Chinese, with its weekday, never as year-month-day', () => {
    expect(formatCalendarDay('2026-12-03', 'en')).toBe('Thu, Dec 3, 2026');
    expect(formatCalendarDay('2026-12-03', 'zh')).toBe('2026年12月3日周四');
    expect(formatCalendarDay('2026-12-03', 'en', false)).toBe('Thu, Dec 3');
  });

  it('keeps the day whatever the time zone the process runs in', () => {
    // The first and the last day of a year: a day read as midnight local time moves a day back.
    expect(formatCalendarDay('2027-01-01', 'en')).toBe('Fri, Jan 1, 2027');
    expect(formatCalendarDay('2026-12-31', 'en')).toBe('Thu, Dec 31, 2026');
  });
});
