import { describe, expect, it } from 'vitest';
import { receiptDocument, type ReceiptFacts } from './receipt-document';
import type { PaymentRow } from './payments.repository';

// The paper's own words (issue 46): the receipt's top no longer prints "Airwork" three times,
// and the flight day is a date as the reader writes one.

const facts: ReceiptFacts = {
  tasksId: 'AW39696849',
  title: 'Thermal inspection',
  province: 'Manitoba',
  scheduledOn: '2026-11-07',
  clientName: 'Chloe Tremblay',
  pilotName: 'Liam Chen',
  payment: {
    amountCents: 633_600,
    taxCents: 76_460,
    captureCents: null,
    capturedAt: new Date('2026-11-08T15:00:00Z'),
    updatedAt: new Date('2026-11-08T15:00:00Z'),
    part: 1,
    provider: 'sandbox',
    cardBrand: null,
    cardLast4: null,
    captureId: 'SANDBOX-CAPTURE-1',
  } as PaymentRow,
};
const bare = { name: 'Airwork', address: '', gstHstNumber: '', qstNumber: '' };

describe('a receipt', () => {
  it('prints no issuer block that only repeats the logo', () => {
    expect(receiptDocument(facts, 'receipt', 'en', bare).issuer).toEqual([]);
    const registered = { ...bare, gstHstNumber: '123456789 RT0001' };
    expect(receiptDocument(facts, 'receipt', 'en', registered).issuer).toEqual([
      'Airwork',
      'GST/HST registration no. 123456789 RT0001',
    ]);
  });

  it('writes the flight day as a date in the reader’s language', () => {
    const day = (lang: 'en' | 'zh') =>
      receiptDocument(facts, 'receipt', lang, bare).facts.find(([label]) =>
        ['Flight day', '飞行日期'].includes(label),
      )![1];
    expect(day('en')).toBe('November 7, 2026');
    expect(day('zh')).toBe('2026年11月7日');
  });
});
