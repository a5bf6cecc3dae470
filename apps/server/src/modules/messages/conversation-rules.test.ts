import { describe, expect, it } from 'vitest';
import { OPEN_AFTER_ACCEPTANCE_MS, displayName, readOnlyReason } from './conversation-rules';

// When a conversation stops taking messages (it stays readable), and how a side is named.

const now = new Date('2026-11-24T12:00:00Z');
const open = { status: 2, pilotId: 7, acceptedAt: null };

describe('a conversation', () => {
  it('takes messages while its Airwork is live and both accounts are open', () => {
    expect(readOnlyReason(open, 7, [1, 1], now)).toBeNull();
    expect(readOnlyReason({ ...open, status: 1, pilotId: null }, 9, [1, 2], now)).toBeNull();
  });

  it('stops when another pilot is hired, the Airwork is cancelled or long accepted, or an account closes', () => {
    expect(readOnlyReason(open, 9, [1, 1], now)).toBe('otherPilotHired');
    expect(readOnlyReason({ ...open, status: 7 }, 7, [1, 1], now)).toBe('closed');
    const accepted = (msAgo: number) => ({
      status: 6,
      pilotId: 7,
      acceptedAt: new Date(now.getTime() - msAgo),
    });
    expect(readOnlyReason(accepted(OPEN_AFTER_ACCEPTANCE_MS), 7, [1, 1], now)).toBeNull();
    expect(readOnlyReason(accepted(OPEN_AFTER_ACCEPTANCE_MS + 1), 7, [1, 1], now)).toBe('closed');
    expect(readOnlyReason(open, 7, [1, 3], now)).toBe('accountClosed');
    expect(readOnlyReason(open, 7, [4, 1], now)).toBe('accountClosed');
  });

  it('names a side by first name and last initial', () => {
    expect(displayName({ firstName: 'Maple', lastName: 'Leaf' })).toBe('Maple L.');
    expect(displayName({ firstName: 'Maple', lastName: '' })).toBe('Maple');
  });
});
