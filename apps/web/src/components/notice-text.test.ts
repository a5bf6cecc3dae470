import { describe, expect, it } from 'vitest';
import type { Notification } from '@airwork/shared/notifications/notification.schema';
import enScreens from '../i18n/en-screens.json';
import zh from '../i18n/zh.json';
import { i18n } from '../i18n/texts';
import { noticeText } from './notice-text';

const notice = (params: Notification['params']): Notification => ({
  id: 1,
  kind: 'applicationReceived',
  taskId: 7,
  params,
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
});

i18n.addTexts('en', enScreens);
i18n.addTexts('zh', zh);
const t = i18n.t.bind(i18n);

describe('a notice of an application', () => {
  it('names the pilot as others see them', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266', pilotName: 'Maple L.' });
    expect(noticeText(n, t, 'en')).toBe('Maple L. applied to “Roof survey”.');
  });

  it('falls back to the ID number for notices kept from before names were sent', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266' });
    expect(noticeText(n, t, 'en')).toBe('Pilot 11700266 applied to “Roof survey”.');
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
    expect(noticeText(held, t, 'en')).toContain('$1,150.00');
    expect(noticeText(day, t, 'en')).toContain('Thu, Dec 3, 2026');
    expect(noticeText(day, t, 'en')).not.toContain('2026-12-03');
    i18n.setLanguage('zh');
    try {
      expect(noticeText(day, t, 'zh')).toContain('12月3日');
      expect(noticeText(held, t, 'zh')).toMatch(/1,150\.00/);
    } finally {
      i18n.setLanguage('en');
    }
  });

  it('shows the English amount kept by a notice made before amounts were kept in cents', () => {
    const old = {
      ...notice({ title: 'Roof survey', total: '$1,150.00' }),
      kind: 'paymentHeld' as const,
    };
    expect(noticeText(old, t, 'en')).toContain('$1,150.00');
  });
});
