import { timeZoneOf } from '@airwork/shared/geo/time-zones';
import type { ReceiptKind } from '@airwork/shared/payments/receipt.calls';
import { formatCadCents } from '@airwork/shared/money-format';
import { provinceTax, taxBreakdown, taxLines, type TaxLine } from '@airwork/shared/payments/tax';
import type { PdfDocumentModel, PdfLine } from '../../adapters/pdf/pdf-document';
import type { AppConfig } from '../../config';
import type { PaymentRow } from './payments.repository';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';

// The receipt (the client's) and the earnings statement (the pilot's) of an Airwork whose money
// was captured, as a document model in the reader's language: the amounts come from the
// captured payment, the taxes from the province's rule (tax.ts), split line by line, the
// pilot's share from pilotShare (the ledger's own figure, issue 48). The statement says what was
// earned and is to be paid out — never that it was paid, which is a payout's to say.

type Lang = 'en' | 'zh';

export interface ReceiptFacts {
  tasksId: string;
  title: string;
  province: string;
  scheduledOn: string | null;
  clientName: string;
  pilotName: string;
  payment: PaymentRow;
}

const TEXTS = {
  en: {
    receipt: 'Receipt',
    payout: 'Earnings statement',
    number: 'No.',
    airwork: 'Airwork',
    client: 'Client',
    pilot: 'Pilot',
    flightDay: 'Flight day',
    chargedOn: 'Charged on',
    paidOn: 'Charged to the client on',
    method: 'Payment method',
    capture: 'Payment reference',
    held: 'Held for the Airwork',
    released: 'Released to the client, not charged',
    beforeTax: 'Price before tax',
    totalCharged: 'Total charged',
    paidByClient: 'Charged to the client, taxes included',
    taxCollected: (label: string) => `Less ${label}, collected by Airwork`,
    feeLine: (rate: string) => `Less Airwork’s fee (${rate} of the price before tax)`,
    paidToYou: 'Your share, to be paid out to you',
    gstHst: 'GST/HST registration no.',
    qst: 'QST registration no.',
    taxNote: (province: string) => `Sales tax by the rule of ${province}, included in the price.`,
    payoutNote:
      'Airwork collects the sales tax from the client and remits it. Your share is paid out to your payout method: this statement shows what you earned, not a payment made to you.',
    splitNote:
      'An admin decided a dispute on this Airwork: only part of the money held was charged, the rest was released to the client.',
    paypal: 'PayPal',
    card: 'Card',
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  },
  zh: {
    receipt: '收据',
    payout: '收入结算单',
    number: '编号',
    airwork: '任务',
    client: '客户',
    pilot: '飞手',
    flightDay: '飞行日期',
    chargedOn: '扣款日期',
    paidOn: '客户扣款日期',
    method: '支付方式',
    capture: '支付流水号',
    held: '为该任务冻结的金额',
    released: '退还客户、未扣款的金额',
    beforeTax: '税前金额',
    totalCharged: '实际扣款合计',
    paidByClient: '向客户扣款金额（含税）',
    taxCollected: (label: string) => `减：${label}（由 Airwork 代收）`,
    feeLine: (rate: string) => `减：Airwork 服务费（税前金额的 ${rate}）`,
    paidToYou: '您的应得金额（待付给您）',
    gstHst: 'GST/HST 税号',
    qst: 'QST 税号',
    taxNote: (province: string) => `销售税按 ${province} 的规定计算，已包含在价格中。`,
    payoutNote:
      'Airwork 向客户代收并代缴销售税。您的应得金额将付至您的收款方式：本结算单显示您的收入，并非已向您付款的凭证。',
    splitNote: '管理员已就该任务的争议作出裁决：冻结款项中仅部分被扣除，其余已退还客户。',
    paypal: 'PayPal',
    card: '银行卡',
    cardEnding: (brand: string, last4: string) => `${brand}（尾号 ${last4}）`,
  },
} as const;

// The one writer of dollars the screens and mails use (issue 46).
const money = (cents: number, lang: Lang) => formatCadCents(cents, lang);

/** A date as the province it happened in reads it (Eastern time when the province is unknown). */
const day = (at: Date, lang: Lang, province: string) =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-CA', {
    dateStyle: 'long',
    timeZone: timeZoneOf(province) ?? 'America/Toronto',
  }).format(at);

/** A calendar day (the flight day, "2026-11-07") as the reader writes dates: "November 7, 2026". */
const calendarDay = (d: string | null, lang: Lang) =>
  d === null
    ? '—'
    : new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-CA', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${d}T12:00:00Z`));

const rateText = (rate: number) => `${rate / 1000}%`;
const taxLabel = (l: TaxLine) => `${l.name} ${rateText(l.rate)}`;

function methodOf(p: PaymentRow, lang: Lang): string {
  if (p.provider === 'paypal') return TEXTS[lang].paypal;
  const brand = p.cardBrand ? p.cardBrand.charAt(0).toUpperCase() + p.cardBrand.slice(1) : '';
  if (!p.cardLast4) return TEXTS[lang].card;
  return TEXTS[lang].cardEnding(brand || TEXTS[lang].card, p.cardLast4);
}

/** The registrations printed under the business's name: GST/HST always, QST for Quebec. */
function issuerOf(business: AppConfig['business'], province: string, lang: Lang): string[] {
  const t = TEXTS[lang];
  const quebec = provinceTax(province).qst > 0;
  // The name alone, and the logo's own, would print "Airwork" twice at the top (issue 46).
  const alone = !business.address && !business.gstHstNumber && !(quebec && business.qstNumber);
  if (alone && business.name === 'Airwork') return [];
  return [
    business.name,
    ...(business.address ? [business.address] : []),
    ...(business.gstHstNumber ? [`${t.gstHst} ${business.gstHstNumber}`] : []),
    ...(quebec && business.qstNumber ? [`${t.qst} ${business.qstNumber}`] : []),
  ];
}

/**
 * The amounts: the receipt's price, taxes and total; the statement's charge, the taxes and fee
 * taken from it, and the pilot's share (pilotShare, the ledger's figure).
 */
function amountLines(
  kind: ReceiptKind,
  capturedCents: number,
  province: string,
  feeBasisPoints: number,
  lang: Lang,
): PdfLine[] {
  const t = TEXTS[lang];
  const money$ = (cents: number) => money(cents, lang);
  const lines = taxLines(capturedCents, province);
  if (kind === 'receipt') {
    return [
      { label: t.beforeTax, amount: money$(taxBreakdown(capturedCents, province).subtotalCents) },
      ...lines.map((l) => ({ label: taxLabel(l), amount: money$(l.cents) })),
      { label: t.totalCharged, amount: money$(capturedCents), total: true },
    ];
  }
  const share = pilotShare(capturedCents, province, feeBasisPoints);
  const fee = `${feeBasisPoints / 100}%`;
  return [
    { label: t.paidByClient, amount: money$(capturedCents) },
    ...lines.map((l) => ({ label: t.taxCollected(taxLabel(l)), amount: `−${money$(l.cents)}` })),
    ...(share.feeCents > 0
      ? [{ label: t.feeLine(fee), amount: `−${money$(share.feeCents)}` }]
      : []),
    { label: t.paidToYou, amount: money$(share.pilotCents), total: true },
  ];
}

export function receiptDocument(
  f: ReceiptFacts,
  kind: ReceiptKind,
  lang: Lang,
  business: AppConfig['business'],
): PdfDocumentModel {
  const t = TEXTS[lang];
  const p = f.payment;
  const capturedAt = p.capturedAt ?? p.updatedAt;
  const capturedCents = p.captureCents ?? p.amountCents;
  const split = capturedCents < p.amountCents;
  const number = `${kind === 'receipt' ? 'R' : 'P'}-${f.tasksId}-${p.part}`;
  const facts: [string, string][] = [
    [t.airwork, `${f.tasksId} — ${f.title}`],
    [t.client, f.clientName],
    [t.pilot, f.pilotName],
    [t.flightDay, calendarDay(f.scheduledOn, lang)],
    [kind === 'receipt' ? t.chargedOn : t.paidOn, day(capturedAt, lang, f.province)],
    ...(kind === 'receipt' ? [[t.method, methodOf(p, lang)] as [string, string]] : []),
    [t.capture, p.captureId ?? '—'],
    ...(split
      ? ([
          [t.held, money(p.amountCents, lang)],
          [t.released, money(p.amountCents - capturedCents, lang)],
        ] as [string, string][])
      : []),
  ];
  const body = amountLines(kind, capturedCents, f.province, p.feeBasisPoints, lang);
  return {
    lang,
    title: kind === 'receipt' ? t.receipt : t.payout,
    reference: `${t.number} ${number} · ${day(capturedAt, lang, f.province)}`,
    issuer: issuerOf(business, f.province, lang),
    facts,
    lines: body,
    notes: [
      t.taxNote(f.province || '—'),
      ...(kind === 'payout' ? [t.payoutNote] : []),
      ...(split ? [t.splitNote] : []),
    ],
    createdAt: capturedAt,
  };
}
