import { describe, expect, it } from 'vitest';
import type { NoticeKind, NoticeTexts } from './notice-kinds';
import { NOTICE_CATALOGUES, noticeLine, noticeMail } from './notice-text';

const places = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const partsOf = (t: NoticeTexts) => ({
  line: places(t.line),
  mail: t.mail && [places(t.mail.subject), places(t.mail.more), places(t.mail.label)],
  pilotMail: t.pilotMail && [
    places(t.pilotMail.subject),
    places(t.pilotMail.more),
    places(t.pilotMail.label),
  ],
});

/** Every value notice-text.ts writes; a text naming another would read as nothing. */
const KNOWN = new Set([
  'title',
  'tasksId',
  'pilotNumber',
  'pilotName',
  'fromName',
  'firstName',
  'reason',
  'total',
  'captured',
  'released',
  'day',
  'note',
  'messages',
  'decision',
  'decisionSubject',
  'username',
  'userNumbers',
  'validMinutes',
  'device',
  'ip',
  'when',
]);

describe('the notice catalogues', () => {
  const en = NOTICE_CATALOGUES.en.notices;
  const zh = NOTICE_CATALOGUES.zh.notices;

  it('tell the same notices in both languages, mailed alike, with the same facts in each text', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const kind of Object.keys(en) as NoticeKind[]) {
      expect({ kind, ...partsOf(zh[kind]) }).toEqual({ kind, ...partsOf(en[kind]) });
    }
  });

  it('name only facts the writer fills in', () => {
    for (const catalogue of Object.values(NOTICE_CATALOGUES)) {
      for (const texts of Object.values(catalogue.notices)) {
        const all = [texts.line, texts.mail, texts.pilotMail].flatMap((t) =>
          typeof t === 'string' ? [t] : t ? [t.subject, t.more, t.label] : [],
        );
        for (const name of all.flatMap(places)) expect(KNOWN).toContain(name);
      }
    }
  });
});

describe('a notice as its reader reads it', () => {
  const airwork = { title: 'Roof at 5 Elm St', tasksId: 'T-1001' };

  it('writes a day, an amount and a quoted note in the reader’s language', () => {
    expect(noticeLine('en', 'scheduled', { ...airwork, day: '2026-12-03' })).toBe(
      '“Roof at 5 Elm St” is scheduled for Thu, Dec 3, 2026.',
    );
    expect(noticeLine('zh', 'scheduled', { ...airwork, day: '2026-12-03' })).toBe(
      '“Roof at 5 Elm St”已安排在2026年12月3日周四。',
    );
    expect(noticeLine('en', 'paymentHeld', { ...airwork, totalCents: 115000 })).toContain(
      '$1,150.00',
    );
    expect(noticeLine('en', 'delivered', { ...airwork, note: 'All done' })).toBe(
      'The pilot delivered the results of “Roof at 5 Elm St”. “All done”',
    );
    expect(noticeLine('en', 'delivered', airwork)).toBe(
      'The pilot delivered the results of “Roof at 5 Elm St”.',
    );
  });

  it('reads notices stored before amounts were cents and names were kept', () => {
    const old = { title: 'Old', pilotNumber: '12345678', total: '$796.00 CAD' };
    expect(noticeLine('en', 'paymentHeld', old)).toContain('$796.00 CAD');
    expect(noticeLine('en', 'applicationReceived', old)).toBe(
      'Pilot 12345678 sent a proposal for “Old”.',
    );
  });

  it('names a dispute’s reason and decision as the reader says them', () => {
    expect(
      noticeLine('zh', 'disputeOpened', { ...airwork, disputeReason: 'quality', note: '模糊' }),
    ).toBe('对方已就“Roof at 5 Elm St”申请管理员裁决（质量问题）。“模糊”');
    const split = { ...airwork, outcome: 'split', capturedCents: 6000, releasedCents: 4000 };
    expect(noticeLine('en', 'disputeDecided', split)).toBe(
      'An admin decided the dispute on “Roof at 5 Elm St”: $60.00 is charged (the pilot’s share goes to their balance) and $40.00 is released to the client.',
    );
    expect(noticeMail('en', 'disputeDecided', { ...split, firstName: 'Ann' })?.subject).toBe(
      'Dispute decided on Airwork T-1001: split',
    );
  });

  it('mails the bell’s sentence after a greeting, each side its own texts', () => {
    const facts = { ...airwork, day: '2026-12-03', firstName: 'Ann' };
    const client = noticeMail('en', 'scheduled', facts)!;
    const pilot = noticeMail('en', 'scheduled', facts, true)!;
    expect(client.subject).toBe('Your Airwork T-1001 will be flown on Thu, Dec 3, 2026');
    expect(pilot.subject).toBe('Airwork T-1001 is scheduled for Thu, Dec 3, 2026');
    expect(pilot.paragraphs).toEqual([
      'Hello Ann,',
      noticeLine('en', 'scheduled', facts),
      'Check the weather again the day before.',
    ]);
    expect(noticeMail('en', 'ratingRevealed', facts)).toBeUndefined();
  });

  it('writes an account’s own mails: a sign-in’s time in Toronto, an unnamed device', () => {
    const at = '2026-12-07T15:30:00.000Z';
    const mail = noticeMail('en', 'newSignIn', {
      device: '',
      ip: '203.0.113.9',
      at,
      firstName: 'Ann',
    })!;
    expect(mail.subject).toBe('New sign-in to your Airwork account');
    expect(mail.paragraphs[1]).toContain('an unknown device, address 203.0.113.9, at Dec 7, 2026');
    expect(mail.paragraphs[1]).toContain('10:30');
    const zh = noticeMail('zh', 'newSignIn', {
      device: 'Firefox',
      ip: '203.0.113.9',
      at,
      firstName: '安',
    })!;
    expect(zh.paragraphs).toContain(
      '您的账户刚刚在一台从未用过的设备上登录：Firefox，IP 地址 203.0.113.9，时间 2026年12月7日 10:30（多伦多时间）。',
    );
  });
});
