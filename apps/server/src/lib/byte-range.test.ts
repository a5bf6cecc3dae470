import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('HTTP byte ranges (video seeking, resumed downloads)', () => {
  it('reads the three forms of one range', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clips an end beyond the file and a suffix longer than it', () => {
    expect(byteRangeOf('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('refuses a range outside the file', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('sends the whole file for no header, another unit or several ranges', () => {
    expect(byteRangeOf(undefined, 1000)).toBeUndefined();
    expect(byteRangeOf('items=0-1', 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=-', 1000)).toBeUndefined();
  });
});
