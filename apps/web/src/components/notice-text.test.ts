import { describe, expect, it } from 'vitest';
import type { Notification } from '@airwork/shared/notifications/notification.schema';
import enScreens from '../i18n/en-screens.json';
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
const t = i18n.t.bind(i18n);

describe('a notice of an application', () => {
  it('names the pilot as others see them', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266', pilotName: 'Maple L.' });
    expect(noticeText(n, t)).toBe('Maple L. applied to “Roof survey”.');
  });

  it('falls back to the ID number for notices kept from before names were sent', () => {
    const n = notice({ title: 'Roof survey', pilotNumber: '11700266' });
    expect(noticeText(n, t)).toBe('Pilot 11700266 applied to “Roof survey”.');
  });
});
