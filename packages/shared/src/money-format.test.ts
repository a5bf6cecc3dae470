import { describe, expect, it } from 'vitest';
import { formatCadCents } from './money-format';

describe('formatCadCents', () => {
  it('writes dollars as each locale does, grouped, with two decimals', () => {
    expect(formatCadCents(115_000, 'en')).toBe('$1,150.00');
    expect(formatCadCents(53_097, 'en')).toBe('$530.97');
    expect(formatCadCents(115_000, 'zh')).toBe('CA$1,150.00');
    expect(formatCadCents(0, 'en')).toBe('$0.00');
  });
});
