import { describe, expect, it } from 'vitest';
import type { Notification } from '@airwork/shared/notifications/notification.schema';
import { noticeText } from './notice-text';

const notice = (params: Notification['params']): Notification => ({
  id: 1,
  kind: 'applicationReceived',
  taskId: 7,
  params,
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
});

describe('a notice of an application', () => {
  it('names the pilot as others see them', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266', pilotName: 'Maple L.' });
    expect(noticeText(n, 'en')).toBe('Maple L. sent a proposal for “Roof survey”.');
  });

  it('falls back to the ID number for notices kept from before names were sent', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266' });
    expect(noticeText(n, 'en')).toBe('Pilot 11700266 sent a proposal for “Roof survey”.');
  });
});

describe('days and amounts in a notice (issue 46)', () => {
  const held = {
    ...notice({ title: 'Roof survey', totalCents: 115_000 }),
    kind: 'paymentHeld' as const,
  };
  const day = {
    ...notice({ title: 'Roof survey', day: '2026-12-03' }),
    kind: 'scheduled' as const,
  };

  it('are written as the reader reads them, not as stored', () => {
    expect(noticeText(held, 'en')).toContain('$1,150.00');
    expect(noticeText(day, 'en')).toContain('Thu, Dec 3, 2026');
    expect(noticeText(day, 'en')).not.toContain('2026-12-03');
    expect(noticeText(day, 'zh')).toContain('12月3日');
    expect(noticeText(held, 'zh')).toMatch(/1,150\.00/);
  });

  it('shows the English amount kept by a notice made before amounts were kept in cents', () => {
    const old = {
      ...notice({ title: 'Roof survey', total: '$1,150.00' }),
      kind: 'paymentHeld' as const,
    };
    expect(noticeText(old, 'en')).toContain('$1,150.00');
  });
});
