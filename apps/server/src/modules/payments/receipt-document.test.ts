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

describe('an earnings statement', () => {
  it('takes Airwork’s fee from the price before tax and says the share is to be paid out', () => {
    // $6,336 in Manitoba: GST 5 % + PST 7 %, $5,657.14 before tax; a 12.5 % fee is $707.14.
    const withFee = { ...facts, payment: { ...facts.payment, feeBasisPoints: 1250 } };
    const en = receiptDocument(withFee, 'payout', 'en', bare);
    expect(en.title).toBe('Earnings statement');
    expect(en.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Charged to the client, taxes included', '$6,336.00'],
      ['Less GST 5%, collected by Airwork', '−$282.86'],
      ['Less PST 7%, collected by Airwork', '−$396.00'],
      ['Less Airwork’s fee (12.5% of the price before tax)', '−$707.14'],
      ['Your share, to be paid out to you', '$4,950.00'],
    ]);
    const zh = receiptDocument(withFee, 'payout', 'zh', bare);
    expect(zh.title).toBe('收入结算单');
    expect(zh.lines.at(-1)!.label).toBe('您的应得金额（待付给您）');
    // No fee, no fee line.
    const none = receiptDocument(
      { ...facts, payment: { ...facts.payment, feeBasisPoints: 0 } },
      'payout',
      'en',
      bare,
    );
    expect(none.lines.map((l) => l.label)).not.toContain(
      'Less Airwork’s fee (0% of the price before tax)',
    );
    expect(none.lines.at(-1)!.amount).toBe('$5,657.14');
  });
});
