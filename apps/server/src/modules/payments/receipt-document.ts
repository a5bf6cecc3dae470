import { timeZoneOf } from '@airwork/shared/geo/time-zones';
import type { ReceiptKind } from '@airwork/shared/payments/receipt.calls';
import { formatCadCents } from '@airwork/shared/money-format';
import { provinceTax, taxBreakdown, taxLines, type TaxLine } from '@airwork/shared/payments/tax';
import type { PdfDocumentModel, PdfLine } from '../../adapters/pdf/pdf-document';
import type { AppConfig } from '../../config';
import type { PaymentRow } from './payments.repository';

// The receipt (the client's) and the payout statement (the pilot's) of an Airwork whose money
// was captured, as a document model in the reader's language: the amounts come from the
// captured payment, the taxes from the province's rule (tax.ts), split line by line.

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
    payout: 'Payout statement',
    number: 'No.',
    airwork: 'Airwork',
    client: 'Client',
    pilot: 'Pilot',
    flightDay: 'Flight day',
    chargedOn: 'Charged on',
    paidOn: 'Paid on',
    method: 'Payment method',
    capture: 'Payment reference',
    held: 'Held for the Airwork',
    released: 'Released to the client, not charged',
    beforeTax: 'Price before tax',
    totalCharged: 'Total charged',
    paidByClient: 'Paid by the client, taxes included',
    taxCollected: (label: string) => `Less ${label}, collected by Airwork`,
    paidToYou: 'Paid to you',
    gstHst: 'GST/HST registration no.',
    qst: 'QST registration no.',
    taxNote: (province: string) => `Sales tax by the rule of ${province}, included in the price.`,
    payoutNote:
      'Airwork collects the sales tax from the client and remits it: your payout is the price before tax.',
    splitNote:
      'An admin decided a dispute on this Airwork: only part of the money held was charged, the rest was released to the client.',
    paypal: 'PayPal',
    card: 'Card',
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  },
  zh: {
    receipt: '收据',
    payout: '结算单',
    number: '编号',
    airwork: '任务',
    client: '客户',
    pilot: '飞手',
    flightDay: '飞行日期',
    chargedOn: '扣款日期',
    paidOn: '结算日期',
    method: '支付方式',
    capture: '支付流水号',
    held: '为该任务冻结的金额',
    released: '退还客户、未扣款的金额',
    beforeTax: '税前金额',
    totalCharged: '实际扣款合计',
    paidByClient: '客户支付金额（含税）',
    taxCollected: (label: string) => `减：${label}（由 Airwork 代收）`,
    paidToYou: '支付给您',
    gstHst: 'GST/HST 税号',
    qst: 'QST 税号',
    taxNote: (province: string) => `销售税按 ${province} 的规定计算，已包含在价格中。`,
    payoutNote: 'Airwork 向客户代收并代缴销售税：您的结算金额为税前金额。',
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
  const tax = taxBreakdown(capturedCents, f.province);
  const lines = taxLines(capturedCents, f.province);
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
  const money$ = (cents: number) => money(cents, lang);
  const body: PdfLine[] =
    kind === 'receipt'
      ? [
          { label: t.beforeTax, amount: money$(tax.subtotalCents) },
          ...lines.map((l) => ({ label: taxLabel(l), amount: money$(l.cents) })),
          { label: t.totalCharged, amount: money$(capturedCents), total: true },
        ]
      : [
          { label: t.paidByClient, amount: money$(capturedCents) },
          ...lines.map((l) => ({
            label: t.taxCollected(taxLabel(l)),
            amount: `−${money$(l.cents)}`,
          })),
          { label: t.paidToYou, amount: money$(tax.subtotalCents), total: true },
        ];
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
