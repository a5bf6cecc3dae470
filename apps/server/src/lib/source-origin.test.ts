import { describe, expect, it } from 'vitest';
import { sourceOrigin } from './source-origin';

describe('sourceOrigin', () => {
  it('takes the scheme, host and port of a template, placeholders and all', () => {
    expect(sourceOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(sourceOrigin('http://127.0.0.1:8123/tiles/{z}/{x}/{y}.png')).toBe(
      'http://127.0.0.1:8123',
    );
    expect(sourceOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.com',
    );
    expect(sourceOrigin('https://embed.example.com/?lat={lat}&lon={lon}')).toBe(
      'https://embed.example.com',
    );
  });

  it('answers nothing for an empty or same-origin template', () => {
    expect(sourceOrigin('')).toBeUndefined();
    expect(sourceOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(sourceOrigin('javascript:alert(1)')).toBeUndefined();
  });
});
