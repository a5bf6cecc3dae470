import { describe, expect, it } from 'vitest';
import { askedCapabilities, matchCapabilities } from './capability-match';

describe('askedCapabilities', () => {
  it.each([
    ['4K video, MP4', [1]],
    ['JPG photos at full resolution', [2]],
    ['4K video and JPG stills', [1, 2]],
    ['Thermal images (radiometric JPG)', [3]],
    ['thermal video', [4]],
    ['Thermal images and 4K video', [1, 3]],
    ['Thermal', [3]],
    ['LiDAR point cloud (LAZ)', [5, 6]],
    ['4K 视频', [1]],
    ['Whatever you think is best', []],
  ])('reads "%s" as %j', (format, codes) => {
    expect(askedCapabilities(format)).toEqual(codes);
  });
});

describe('matchCapabilities', () => {
  it("says which asked capabilities the pilot declared (codes comma-joined, the spec's trailing comma too)", () => {
    expect(matchCapabilities('4K video and JPG stills', '1,3,')).toEqual([
      { code: 1, has: true },
      { code: 2, has: false },
    ]);
    expect(matchCapabilities('anything', '1,2')).toEqual([]);
  });
});
